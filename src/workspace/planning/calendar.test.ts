import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar, type CalendarEvent } from './calendar';

const NOW = new Date('2026-11-23T11:45:00.123Z');
const encoder = new TextEncoder();

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'order-42@127.0.0.1:8080',
  sequence: 217_000_000,
  start: '2026-11-30',
  end: '2026-12-04',
  summary: '[Planned] Kontorstoler – Tøyen torg',
  description: 'Customer: Byggherre Vest AS\nPrice: kr 19 900,00',
  url: 'http://127.0.0.1:5173/orders/42',
  ...overrides,
});

describe('iCalendar writer', () => {
  it('escapes backslash, semicolon, comma and newlines in text', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'ø'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes CRLF lines, all-day dates with an exclusive end, and a UTC stamp', () => {
    const text = writeCalendar([event()], { productId: '-//Test//EN', now: NOW });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20261130\r\n');
    expect(text).toContain('\r\nDTEND;VALUE=DATE:20261205\r\n');
    expect(text).toContain('\r\nDTSTAMP:20261123T114500Z\r\n');
    expect(text).toContain('\r\nSEQUENCE:217000000\r\n');
  });

  it('is read back by ical.js with every value intact, also across a month end', () => {
    const long = `${'Lang beskrivelse, med komma; semikolon og \\ skråstrek. '.repeat(4)}Slutt`;
    const text = writeCalendar(
      [
        event(),
        event({ uid: 'order-7@x', start: '2026-12-31', end: '2026-12-31', description: long }),
      ],
      { productId: '-//Test//EN', name: 'Planlegging – Gjenbruk Oslo AS', now: NOW },
    );
    const parsed: unknown = ICAL.parse(text);
    if (!Array.isArray(parsed)) throw new Error('not one calendar');
    const calendar = new ICAL.Component(parsed);
    const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(events).toHaveLength(2);
    const [first, second] = events;
    expect(first?.uid).toBe('order-42@127.0.0.1:8080');
    expect(first?.summary).toBe('[Planned] Kontorstoler – Tøyen torg');
    expect(first?.description).toBe('Customer: Byggherre Vest AS\nPrice: kr 19 900,00');
    expect(first?.sequence).toBe(217_000_000);
    expect(first?.startDate.isDate).toBe(true);
    expect(first?.startDate.toString()).toBe('2026-11-30');
    expect(first?.endDate.toString()).toBe('2026-12-05');
    expect(second?.description).toBe(long);
    expect(second?.endDate.toString()).toBe('2027-01-01');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Planlegging – Gjenbruk Oslo AS');
    expect(events[0]?.component.getFirstPropertyValue('url')).toBe(
      'http://127.0.0.1:5173/orders/42',
    );
  });
});
