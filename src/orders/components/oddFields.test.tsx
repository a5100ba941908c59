import { screen } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { readChangeHistoryEntry, readStateHistoryEntry } from '../api/historyEntries';
import { orderSchema } from '../api/schemas';
import { rawLinks } from '../testing/fixtures';
import { renderApp } from '../../test/renderApp';
import { ChangeHistory } from './ChangeHistory';
import { OrderHeading } from './OrderHeading';
import { OrderSummary } from './OrderSummary';
import { StateHistory } from './StateHistory';

/** An odd optional field (here `createdAt` as a number, a party as a list) cannot blank a page. */
describe('odd optional fields', () => {
  const raw = {
    id: '7',
    state: 'QUOTED',
    name: 'Office chairs',
    createdAt: { seconds: 1 },
    updatedAt: 1772359200000,
    customer: 42,
    supplier: { organizationName: 'Gjenbruk Oslo AS', organizationId: 's-1' },
    _links: rawLinks(7, {}),
  };

  it('the order is read and shown, the odd field as not readable', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const order = v.parse(orderSchema, raw);
    renderApp(
      <>
        <OrderHeading order={order} />
        <OrderSummary order={order} />
      </>,
    );
    expect(screen.getByText('Gjenbruk Oslo AS')).toBeInTheDocument();
    expect(order.unreadableFields).toEqual(['customer', 'createdAt']);
    expect(screen.getAllByText('not readable').length).toBeGreaterThan(0);
    vi.restoreAllMocks();
  });

  it('histories in other spellings say what happened; unread values are not empty', () => {
    const order = v.parse(orderSchema, raw);
    renderApp(
      <>
        <StateHistory
          order={order}
          entries={[
            readStateHistoryEntry({
              to: 'ACCEPTED',
              timestamp: 1772359200,
              user: { displayName: 'Kari' },
            }),
          ]}
        />
        <ChangeHistory
          order={order}
          entries={[readChangeHistoryEntry({ field: 'state', from: 'REQUESTED' })]}
        />
      </>,
    );
    expect(screen.getByText(/Kari/)).toBeInTheDocument();
    expect(screen.getByText(/not readable/)).toBeInTheDocument();
    expect(screen.queryByText(/\(empty\)/)).toBeNull();
  });
});
