import type { BoardRow } from './board';

/**
 * The board's calendar export: one event per dated row (its `UID` and `SEQUENCE` by decision
 * 0104), a small iCalendar (RFC 5545) writer for all-day events only, and the download.
 * Lines end in CRLF and are folded at 75 octets (UTF-8, never inside a character); TEXT values
 * escape `\`, `;`, `,` and newlines; dates are `VALUE=DATE` with an exclusive `DTEND`.
 */

export interface CalendarEvent {
  /** Globally unique and stable for the same order, e.g. `order-42@orders.example.org`. */
  uid: string;
  /** Revision number: must grow whenever the event changes (decision 0104). */
  sequence: number;
  /** First day of the work, `YYYY-MM-DD`. */
  start: string;
  /** Last day of the work, included, `YYYY-MM-DD` (written as the exclusive next day). */
  end: string;
  summary: string;
  description?: string;
  /** Link back to the order (a URI value, not escaped as text). */
  url?: string;
}

export interface CalendarOptions {
  /** `PRODID`, e.g. `-//Circular services//Planning board//EN`. */
  productId: string;
  /** Calendar name shown by clients (`X-WR-CALNAME`). */
  name?: string;
  /** When the file is made (`DTSTAMP` of every event). */
  now: Date;
}

const encoder = new TextEncoder();

/** Escapes a TEXT value (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds one content line into lines of at most 75 octets (RFC 5545 3.1): continuation lines start
 * with one space, which counts towards their 75. A character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = ' ';
      octets = 1;
      limit = 75;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const basicDate = (isoDate: string) => isoDate.replace(/-/g, '');

function nextDay(isoDate: string): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** `20261123T114500Z` */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The whole `.ics` file: one VEVENT per event, CRLF line ends, a final CRLF. */
export function writeCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const stamp = utcStamp(options.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(options.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (options.name) lines.push(`X-WR-CALNAME:${escapeText(options.name)}`);
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `SEQUENCE:${String(Math.max(0, Math.floor(event.sequence)))}`,
      `DTSTART;VALUE=DATE:${basicDate(event.start)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(event.end))}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);

/** `SEQUENCE` of an order's event, by the rule of decision 0104; 0 when the time is unknown. */
export function eventSequence(updatedAt: string | null): number {
  const time = updatedAt ? Date.parse(updatedAt) : Number.NaN;
  if (Number.isNaN(time)) return 0;
  return Math.max(0, Math.floor((time - SEQUENCE_EPOCH) / 1000));
}

/** A stable `UID` per order and order service: `order-<id>@<host of the order API>`. */
export function eventUid(orderId: number, ordersBaseUrl: string): string {
  let host = 'orders.invalid';
  try {
    host = new URL(ordersBaseUrl).host || host;
  } catch {
    // keep the placeholder host: the UID stays stable for this configuration
  }
  return `order-${String(orderId)}@${host}`;
}

export interface EventTexts {
  summary: (order: BoardRow) => string;
  description: (order: BoardRow, url: string) => string;
}

/** The `PRODID` of the board's calendar export. */
export const BOARD_CALENDAR_ID = '-//Circular services//Planning board//EN';

/** One event per dated order; orders without dates have no place in a calendar. */
export function calendarEvents(
  orders: readonly (BoardRow & { start: string; end: string })[],
  ordersBaseUrl: string,
  appOrigin: string,
  texts: EventTexts,
): CalendarEvent[] {
  return orders.map((order) => {
    const url = `${appOrigin}/orders/${String(order.id)}`;
    return {
      uid: eventUid(order.id, ordersBaseUrl),
      sequence: eventSequence(order.updatedAt),
      start: order.start,
      end: order.end,
      summary: texts.summary(order),
      description: texts.description(order, url),
      url,
    };
  });
}

/** Hands the text to the browser as a file download. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the address is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
