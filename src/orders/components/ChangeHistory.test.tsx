import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { readChangeHistoryEntry, readStateHistoryEntry } from '../api/historyEntries';
import { renderInLanguage } from '../testing/render';
import { quoteValidity } from '../model/quoteValidity';
import { ChangeHistory } from './ChangeHistory';
import { QuoteValidity } from './QuoteValidity';
import { StateHistory } from './StateHistory';

const ORDER = {
  customer: { id: 'c-1', name: 'Byggherre Vest AS' },
  supplier: { id: 's-1', name: 'Gjenbruk Oslo AS' },
  quoteDetails: { quotedCurrency: 'NOK' },
};
const supplierActor = { name: 'Sverre Leverandør', organizationId: 's-1', role: 'SUPPLIER' };
const AT = '2026-11-20T10:00:00Z';

const ENTRIES = [
  { field: 'quotedPrice', oldValue: null, newValue: 14500, actor: supplierActor, occurredAt: AT },
  {
    field: 'quotedCurrency',
    oldValue: null,
    newValue: 'NOK',
    actor: supplierActor,
    occurredAt: AT,
  },
  {
    field: 'estimatedStartDate',
    oldValue: '2026-12-01',
    newValue: '2026-12-02',
    actor: supplierActor,
    occurredAt: AT,
  },
  {
    field: 'state',
    oldValue: 'REQUESTED',
    newValue: 'QUOTED',
    actor: supplierActor,
    occurredAt: AT,
  },
  {
    field: 'quoteNotes',
    oldValue: 'Draft text',
    newValue: null,
    actor: supplierActor,
    occurredAt: AT,
    draft: true,
  },
];

describe('change history in words', () => {
  it('names fields, formats prices and dates, and never shows raw keys or ISO dates (en)', () => {
    renderInLanguage(<ChangeHistory entries={ENTRIES.map(readChangeHistoryEntry)} order={ORDER} />);
    const list = screen.getByRole('list');
    expect(list).toHaveTextContent(/Price set to NOK\s?14,500\.00/);
    expect(list).toHaveTextContent('Estimated start changed from 1 Dec 2026 to 2 Dec 2026');
    expect(list).toHaveTextContent('Status changed from Quote requested');
    expect(list).toHaveTextContent('Notes for the customer cleared (was Draft text)');
    expect(list).toHaveTextContent('Sverre Leverandør, Gjenbruk Oslo AS');
    expect(list).not.toHaveTextContent(/quotedPrice|estimatedStartDate|2026-12-0/);
    expect(screen.getAllByText(/Private draft/)).toHaveLength(1);
  });

  it('reads in Bokmål', () => {
    renderInLanguage(
      <ChangeHistory entries={ENTRIES.map(readChangeHistoryEntry)} order={ORDER} />,
      'nb',
    );
    const list = screen.getByRole('list');
    expect(list).toHaveTextContent(/Pris satt til/);
    expect(list).toHaveTextContent('Anslått start endret fra 1. des. 2026 til 2. des. 2026');
    expect(screen.getByText(/Privat utkast/)).toBeInTheDocument();
  });
});

describe('state history', () => {
  it('says who, for which organisation, and keeps the notes', () => {
    renderInLanguage(
      <StateHistory
        order={ORDER}
        entries={[
          readStateHistoryEntry({
            transition: 'accept',
            fromState: 'QUOTED',
            toState: 'ACCEPTED',
            actor: { name: 'Kari Kunde', organizationId: 'c-1', role: 'CUSTOMER' },
            occurredAt: AT,
            notes: 'Accepted as quoted.',
          }),
        ]}
      />,
    );
    expect(screen.getByRole('list')).toHaveTextContent('Kari Kunde, Byggherre Vest AS (customer)');
    expect(screen.getByText('Accepted as quoted.')).toBeInTheDocument();
  });
});

describe('quote validity', () => {
  it('is valid through its last day and warns within three days', () => {
    expect(quoteValidity('2026-11-23', '2026-11-23')).toEqual({
      kind: 'soon',
      until: '2026-11-23',
      days: 0,
    });
    expect(quoteValidity('2026-11-26', '2026-11-23').kind).toBe('soon');
    expect(quoteValidity('2026-11-27', '2026-11-23').kind).toBe('valid');
    expect(quoteValidity('2026-11-22', '2026-11-23').kind).toBe('expired');
    expect(quoteValidity(null, '2026-11-23').kind).toBe('none');
  });

  it('warns the customer, says plainly when it has run out, and spares the supplier the warning', () => {
    const soon = renderInLanguage(
      <QuoteValidity until="2026-11-25" isCustomer today="2026-11-23" />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'This quote runs out in 2 days, on 25 Nov 2026',
    );
    soon.unmount();
    const supplier = renderInLanguage(
      <QuoteValidity until="2026-11-25" isCustomer={false} today="2026-11-23" />,
    );
    expect(screen.queryByRole('note')).toBeNull();
    supplier.unmount();
    renderInLanguage(<QuoteValidity until="2026-11-20" isCustomer today="2026-11-23" />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'This quote ran out on 20 Nov 2026. It can no longer be accepted.',
    );
  });
});
