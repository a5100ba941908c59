import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { readChangeHistoryEntry, readStateHistoryEntry } from '../api/historyEntries';
import { renderApp } from '../../test/renderApp';
import { ChangeHistory } from './ChangeHistory';
import { StateHistory } from './StateHistory';

/** History entries under names and shapes of other stacks, read by meaning (decision 0110). */
const ORDER = {
  customer: { id: 'c-1', name: 'Byggherre Vest AS' },
  supplier: { id: 's-1', name: 'Gjenbruk Oslo AS' },
  quoteDetails: { quotedCurrency: 'NOK' },
};
const AT = '2026-11-20T10:00:00.1234567+01:00';
const UUID = '3f2b8c1e-7a4d-4e2b-9c1f-0a1b2c3d4e5f';

const changes = (entries: unknown[]) => {
  renderApp(<ChangeHistory entries={entries.map(readChangeHistoryEntry)} order={ORDER} />);
  return screen.getByRole('list');
};
const states = (entries: unknown[]) => {
  renderApp(<StateHistory entries={entries.map(readStateHistoryEntry)} order={ORDER} />);
  return screen.getByRole('list');
};

describe('field changes by meaning', () => {
  it.each([
    { property: 'QuoteDetails.QuotedPrice', previous: 900, current: 980 },
    { path: '/quoteDetails/quotedPrice', from: 900, to: 980 },
    { attribute: 'quote_details.quoted_price', before: 900, after: 980 },
    { field: 'quotedPrice', was: 900, now: 980 },
    { field: 'quoted-price', values: [900, 980] },
    { quotedPrice: [900, 980] },
  ])('reads %j as the price changed, said once, by whom and when', (change) => {
    const list = changes([{ ...change, changedBy: 'Kari Kunde', changedAt: AT }]);
    expect(list).toHaveTextContent(/Price changed from NOK\s?900\.00 to NOK\s?980\.00/);
    expect(list).toHaveTextContent('Kari Kunde ·');
    expect(list).toHaveTextContent('20 Nov 2026');
    expect(list).not.toHaveTextContent(/Also|not readable|Other field|\(\?\)/);
  });

  it('names a field it has no words for by its path in words', () => {
    const list = changes([{ property: 'QuoteDetails.DiscountRate', previous: 1, current: 2 }]);
    expect(list).toHaveTextContent('Other field (quote details discount rate) changed from 1 to 2');
  });

  it('says a change names no field in words, never with a mark', () => {
    const list = changes([{ previous: 1, current: 2, changedAt: AT }]);
    expect(list).toHaveTextContent('A field not stated changed from 1 to 2');
    expect(list).not.toHaveTextContent('?');
  });
});

describe('who and when by meaning', () => {
  it('takes displayName before name, and the entry’s one date-time whatever its key', () => {
    const list = states([
      {
        toState: 'ACCEPTED',
        transition: 'accept',
        author: { accountId: UUID, name: 'kari', displayName: 'Kari Kunde', role: 'CUSTOMER' },
        created: 1_795_165_200_000,
      },
    ]);
    expect(list).toHaveTextContent('Kari Kunde (customer): Accept quote');
    expect(list).toHaveTextContent('20 Nov 2026');
  });

  it.each([
    [{ user: UUID }, 'Someone'],
    [{ performedBy: { sub: UUID, organizationId: 'c-1' } }, 'Byggherre Vest AS'],
    [{ by: { id: 42, role: 'SUPPLIER' } }, 'Someone (supplier)'],
    [{}, 'Someone'],
  ])('never shows an id as a name: %j reads as “%s”', (actor, who) => {
    const list = states([{ ...actor, to: 'QUOTED', when: AT }]);
    expect(list).toHaveTextContent(`${who}: Quoted`);
    expect(list).not.toHaveTextContent(/\(\?\)|3f2b8c1e|42|–/);
  });

  it('says what it knows of the states in words', () => {
    const list = states([{ actor: 'Kari Kunde', newStatus: 'QUOTED', comment: 'Fine' }]);
    expect(list).toHaveTextContent('Kari Kunde: Quoted');
    expect(list).toHaveTextContent('now Quoted');
    expect(list).toHaveTextContent('Fine');
  });
});
