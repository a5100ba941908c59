import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { isClosedState, orderListItemSchema, TRANSITION_RELATIONS } from '../../orders';
import { buildHomeModel } from '../model/homeModel';
import { renderApp } from '../../test/renderApp';
import { NeedsActionSection, RecentSection, WaitingSection } from './HomeSections';

const API = 'http://127.0.0.1:8080/services/v1';
const US = { id: 'org-us', name: 'Gjenbruk Oslo AS' };
const THEM = { id: 'org-them', name: 'Byggherre Vest AS' };

const link = (id: number, rel: string, extra: Record<string, unknown> = {}) => ({
  href: `/services/v1/orders/${id}/transitions/${rel}`,
  method: 'POST',
  targetState: 'NEXT',
  ...extra,
});

/** An order we supply (unless `extra` says otherwise), changed `id` hours ago, with `links`. */
const fixture = (
  id: number,
  name: string,
  state: string,
  links: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) =>
  v.parse(orderListItemSchema, {
    id,
    name,
    state,
    customer: THEM,
    supplier: US,
    updatedAt: new Date(Date.now() - id * 3_600_000).toISOString(),
    ...extra,
    _links: { self: { href: `/services/v1/orders/${id}` }, ...links },
  });
/** We are the customer. */
const AS_CUSTOMER = { customer: US, supplier: THEM };

/** The home model of `orders` as our organization sees them. */
const homeOf = (orders: readonly v.InferOutput<typeof orderListItemSchema>[]) =>
  buildHomeModel(orders, {
    organization: US.id,
    knownRelations: TRANSITION_RELATIONS,
    isClosed: isClosedState,
    apiBase: API,
  });

/** Renders the waiting section for one order; returns its card. */
const waitingCardOf = (order: v.InferOutput<typeof orderListItemSchema>) => {
  renderApp(<WaitingSection items={homeOf([order]).waiting} />);
  return screen.getByRole('article');
};

const model = homeOf([
  fixture(1, 'Innerdører', 'IN_PROGRESS', {
    complete: link(1, 'complete'),
    cancel: link(1, 'cancel'),
  }),
  fixture(2, 'Kontorpulter', 'QUOTED', {
    'withdraw-offer': link(2, 'withdraw-offer'),
    cancel: link(2, 'cancel'),
  }),
  fixture(3, 'Reoler', 'REQUESTED', {
    quote: link(3, 'quote', { disabled: true, disabledReason: 'QUOTE_PRICE_REQUIRED' }),
    teleport: link(3, 'teleport'),
  }),
]);

describe('home sections', () => {
  it('names the next step from the link relation and links to the order', () => {
    renderApp(<NeedsActionSection items={model.needsAction} />);
    const region = screen.getByRole('region', { name: /Needs your action/ });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Needs your action 1',
    );
    const card = within(region).getByRole('article');
    expect(within(card).getByRole('link', { name: 'Innerdører' })).toHaveAttribute(
      'href',
      '/orders/1',
    );
    expect(card).toHaveTextContent('Next step: Report work done');
    expect(card).toHaveTextContent('We are the supplier. Customer: Byggherre Vest AS');
  });

  it('shows whom an order waits for, and a blocked step with the server’s reason', () => {
    renderApp(<WaitingSection items={model.waiting} />);
    const region = screen.getByRole('region', { name: /Waiting for the other party/ });
    const [quoted, blocked] = within(region).getAllByRole('article');
    expect(quoted).toHaveTextContent('Kontorpulter');
    expect(quoted).toHaveTextContent('Waiting for the customer, Byggherre Vest AS');
    expect(blocked).toHaveTextContent('Reoler');
    expect(blocked).toHaveTextContent('Send quote is not possible yet: Save a price');
    expect(region).not.toHaveTextContent('teleport');
  });

  it('says in words when a quote the customer waits on has run out', () => {
    const card = waitingCardOf(
      fixture(
        9,
        'Frogner hage',
        'QUOTED',
        { accept: link(9, 'accept', { disabled: true, disabledReason: 'QUOTE_EXPIRED' }) },
        { ...AS_CUSTOMER, quoteDetails: { quoteValidUntil: '2026-11-20' } },
      ),
    );
    expect(card).toHaveTextContent(
      'This quote ran out on 20 Nov 2026. You can cancel the order, or wait for the supplier',
    );
    expect(card).not.toHaveTextContent('not possible yet');
  });

  it('says why our step waits in the link’s own words when its code is not ours', () => {
    const accept = link(11, 'accept', {
      disabled: true,
      disabledReason: 'CREDIT_CHECK_PENDING',
      title: 'Waiting for the credit check',
    });
    const card = waitingCardOf(fixture(11, 'Kontorstoler', 'QUOTED', { accept }, AS_CUSTOMER));
    expect(card).toHaveTextContent('Waiting for the credit check');
    expect(card).not.toHaveTextContent('CREDIT_CHECK_PENDING');
  });

  it('says whom an order waits for without a name mark where the order names no party', () => {
    const card = waitingCardOf(
      fixture(12, 'Hyller', 'REQUESTED', {}, { customer: US, supplier: { id: THEM.id } }),
    );
    expect(card).toHaveTextContent('Waiting for the supplier');
    expect(card).toHaveTextContent('Supplier: a supplier not named');
    expect(card).not.toHaveTextContent('?');
    expect(card).not.toHaveTextContent(THEM.id);
  });

  it('speaks Norwegian, with designed empty states', () => {
    renderApp(
      <>
        <NeedsActionSection items={[]} />
        <RecentSection items={model.recent} />
      </>,
      { language: 'nb' },
    );
    expect(screen.getByRole('region', { name: /Venter på dere/ })).toHaveTextContent(
      'Ingenting venter på dere akkurat nå.',
    );
    const recent = screen.getByRole('region', { name: 'Siste endringer' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(3);
    expect(recent).toHaveTextContent('Under arbeid');
  });
});
