/**
 * Property: random sequences of calls (transitions by random roles, quote draft saves with random
 * fields) never reach a state or a link set that spec section 3 does not allow, every answer is
 * the one a model of the spec predicts, and a refused call changes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDERS,
  SPEC_LINKS,
  SPEC_STATES,
  SPEC_TRANSITIONS,
  call,
  newOrder,
  party,
  today,
  transitionRels,
  OrderSchema,
  type Who,
} from './orders-helpers.ts';

const NAMES = [...SPEC_TRANSITIONS.map(([name]) => name), 'teleport'];

type Draft = Record<string, unknown>;

type Command =
  | { kind: 'legal'; pick: number; role: Who }
  | { kind: 'any'; name: string; role: Who }
  | { kind: 'draft'; role: Who; draft: Draft };

const randomDraftArb: fc.Arbitrary<Draft> = fc.record(
  {
    quotedPrice: fc.constantFrom<unknown>(250, 0.5, -1, '100'),
    quotedCurrency: fc.constantFrom<unknown>('NOK', 'EUR', 'NOKK'),
    estimatedStartDate: fc.constantFrom<unknown>(today(5), today(12), '2026-02-30'),
    estimatedCompletionDate: fc.constantFrom<unknown>(today(10), today(20)),
    quoteValidUntil: fc.constantFrom<unknown>(today(20), today(-1)),
  },
  { requiredKeys: [] },
);

/** Mostly complete, valid drafts (so quotes get sent), sometimes random ones. */
const draftArb: fc.Arbitrary<Draft> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      quotedPrice: fc.integer({ min: 1, max: 100_000 }),
      quotedCurrency: fc.constantFrom('NOK', 'EUR', 'SEK'),
    }),
  },
  { weight: 2, arbitrary: randomDraftArb },
);

const roleArb = fc.constantFrom<Who>('customer', 'supplier');
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('legal' as const), pick: fc.nat(), role: roleArb }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('any' as const),
      name: fc.constantFrom(...NAMES),
      role: roleArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('draft' as const), role: roleArb, draft: draftArb }),
  },
);

/** The spec's model of an order: state, the saved draft, whether the customer sees the quote. */
interface Model {
  state: string;
  draft: Draft;
  quoteVisible: boolean;
}

function legalNames(state: string, role: Who): string[] {
  return SPEC_TRANSITIONS.filter(
    ([, from, , roles]) => from.includes(state) && roles.includes(role),
  ).map(([name]) => name);
}

function draftValid(draft: Draft): boolean {
  const price = draft['quotedPrice'];
  const start = draft['estimatedStartDate'];
  const end = draft['estimatedCompletionDate'];
  if (price !== undefined && (typeof price !== 'number' || price <= 0)) return false;
  if (draft['quotedCurrency'] === 'NOKK') return false;
  if (start === '2026-02-30') return false;
  if (draft['quoteValidUntil'] === today(-1)) return false;
  if (typeof start === 'string' && typeof end === 'string' && start > end) return false;
  return true;
}

/** The status the spec (and docs/platform-contract.md 2.3) predict, and the model after the call. */
function predict(
  model: Model,
  name: string,
  role: Who,
  draft?: Draft,
): { status: number; next: Model } {
  const refused = (status: number) => ({ status, next: model });
  if (draft !== undefined) {
    if (role !== 'supplier') return refused(403);
    if (!['DRAFT', 'REQUESTED'].includes(model.state)) return refused(409);
    if (!draftValid(draft)) return refused(422);
    return { status: 200, next: { ...model, draft } };
  }
  const row = SPEC_TRANSITIONS.find(([candidate]) => candidate === name);
  if (row === undefined) return refused(404);
  const [, from, to, roles] = row;
  if (!roles.includes(role)) return refused(403);
  if (!from.includes(model.state)) return refused(409);
  const sendsQuote = name === 'quote' || name === 'send-offer';
  if (sendsQuote && model.draft['quotedPrice'] === undefined) return refused(409);
  if (sendsQuote && model.draft['quotedCurrency'] === undefined) return refused(422);
  const quoteVisible = sendsQuote ? true : name === 'withdraw-offer' ? false : model.quoteVisible;
  return { status: 200, next: { ...model, state: to, quoteVisible } };
}

async function snapshot(id: number) {
  const customer = await party('customer');
  const supplier = await party('supplier');
  const [asCustomer, asSupplier, history, changes] = await Promise.all([
    call(customer, `${ORDERS}/${id}`),
    call(supplier, `${ORDERS}/${id}`),
    call(supplier, `${ORDERS}/${id}/history`),
    call(supplier, `${ORDERS}/${id}/change-history`),
  ]);
  return {
    customer: asCustomer.json(OrderSchema),
    supplier: asSupplier.json(OrderSchema),
    history: history.body,
    changes: changes.body,
  };
}

describe('the order state machine under random calls', () => {
  it('stays within the spec’s states and links, and refusals change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 6, maxLength: 16 }), async (commands) => {
        const order = await newOrder('Property run');
        let model: Model = { state: 'DRAFT', draft: {}, quoteVisible: false };
        let before = await snapshot(order.id);
        for (const command of commands) {
          // 'legal' moves forward: a transition other than cancel that the spec allows now, by
          // the role it belongs to (cancel and refused calls come from 'any').
          const forward = (['customer', 'supplier'] as const).flatMap((role) =>
            legalNames(model.state, role)
              .filter((candidate) => candidate !== 'cancel')
              .map((candidate) => ({ candidate, role })),
          );
          const picked =
            command.kind === 'legal'
              ? forward[command.pick % Math.max(forward.length, 1)]
              : undefined;
          const role = picked?.role ?? command.role;
          const name =
            command.kind === 'any'
              ? command.name
              : command.kind === 'legal'
                ? (picked?.candidate ?? 'cancel')
                : 'draft';
          const who = await party(role);
          const response =
            command.kind === 'draft'
              ? await call(who, `${ORDERS}/${order.id}/quote-details`, {
                  method: 'PUT',
                  body: command.draft,
                })
              : await call(who, `${ORDERS}/${order.id}/transitions/${name}`, {
                  method: 'POST',
                  body: {},
                });
          const expected = predict(
            model,
            name,
            role,
            command.kind === 'draft' ? command.draft : undefined,
          );
          expect({ name, role, status: response.status }).toEqual({
            name,
            role,
            status: expected.status,
          });
          model = expected.next;
          const after = await snapshot(order.id);
          if (response.status !== 200) expect(after).toEqual(before);
          expect(SPEC_STATES).toContain(after.customer.state);
          expect(after.customer.state).toBe(model.state);
          expect(transitionRels(after.customer)).toEqual(SPEC_LINKS.customer[model.state]);
          expect(transitionRels(after.supplier)).toEqual(SPEC_LINKS.supplier[model.state]);
          expect(after.customer.quoteDetails !== undefined).toBe(model.quoteVisible);
          before = after;
        }
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});
