import { describe, expect, it } from 'vitest';
import { customerRequestOf } from './customerRequest';

describe('customerRequestOf', () => {
  it('reads the notes of the latest request-quote entry', () => {
    expect(
      customerRequestOf([
        { transition: 'request-quote', notes: 'first', occurredAt: '2026-11-01T10:00:00Z' },
        { transition: 'quote', notes: 'our price' },
        { transition: 'request-quote', notes: '  40 m² oak, Oslo, in May  ', occurredAt: 'x' },
      ]),
    ).toEqual({ text: '40 m² oak, Oslo, in May', at: 'x' });
  });

  it('counts an entry without a transition name that went from DRAFT to REQUESTED', () => {
    expect(
      customerRequestOf([{ fromState: 'DRAFT', toState: 'REQUESTED', notes: 'by state' }]),
    ).toEqual({ text: 'by state', at: null });
  });

  it('has no request without notes, with blank notes, or from other steps', () => {
    expect(customerRequestOf([])).toBeNull();
    expect(customerRequestOf([{ transition: 'request-quote' }])).toBeNull();
    expect(customerRequestOf([{ transition: 'request-quote', notes: '  ' }])).toBeNull();
    expect(customerRequestOf([{ transition: 'accept', notes: 'yes' }])).toBeNull();
  });
});
