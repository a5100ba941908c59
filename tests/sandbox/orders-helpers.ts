/**
 * Helpers of the order service contract tests: parties (token + organisation), the catalogue facts
 * the tests need (read over the open API), and small steps that drive an order along spec 3.
 */
import * as v from 'valibot';
import { CategoryTreeSchema, type CategoryNode } from './category-tree.ts';
import { LinkSchema, OrderSchema, type Order } from './order-schema.ts';
import { api, clientToken, DEMO_ORGANIZATIONS, userToken, type ApiResponse } from './support.ts';

export const ORDERS = '/services/v1/orders';

export { OrderSchema, type Order } from './order-schema.ts';

export type PartyName = 'customer' | 'supplier' | 'nordlys' | 'ombruk' | 'outsider';

export interface Party {
  token: string;
  owner: string;
}

/** `customer` acts for byggherre, `supplier` for gjenbrukOslo, `multi` for the other two. */
export async function party(name: PartyName): Promise<Party> {
  switch (name) {
    case 'customer':
      return { token: await userToken('customer'), owner: DEMO_ORGANIZATIONS.byggherre.id };
    case 'supplier':
      return { token: await userToken('supplier'), owner: DEMO_ORGANIZATIONS.gjenbrukOslo.id };
    case 'nordlys':
      return { token: await userToken('multi'), owner: DEMO_ORGANIZATIONS.nordlysEiendom.id };
    case 'ombruk':
      return { token: await userToken('multi'), owner: DEMO_ORGANIZATIONS.ombrukBergen.id };
    case 'outsider':
      return { token: await clientToken('lukketLager'), owner: DEMO_ORGANIZATIONS.lukketLager.id };
  }
}

export function call(
  who: Party,
  path: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  return api(path, { token: who.token, owner: who.owner, ...options });
}

export const OrderListSchema = v.looseObject({
  _embedded: v.object({ orders: v.array(OrderSchema) }),
  _links: v.record(v.string(), LinkSchema),
  page: v.object({
    number: v.number(),
    size: v.number(),
    totalElements: v.number(),
    totalPages: v.number(),
  }),
});

const ActorSchema = v.object({
  userId: v.string(),
  name: v.string(),
  organizationId: v.string(),
  role: v.string(),
});

export const StateHistorySchema = v.looseObject({
  _embedded: v.object({
    entries: v.array(
      v.looseObject({
        transition: v.string(),
        fromState: v.string(),
        toState: v.string(),
        actor: ActorSchema,
        occurredAt: v.string(),
        notes: v.nullable(v.string()),
      }),
    ),
  }),
  _links: v.object({ self: LinkSchema }),
});

export const ChangeHistorySchema = v.looseObject({
  _embedded: v.object({
    entries: v.array(
      v.looseObject({
        field: v.string(),
        oldValue: v.unknown(),
        newValue: v.unknown(),
        actor: ActorSchema,
        occurredAt: v.string(),
      }),
    ),
  }),
  _links: v.object({ self: LinkSchema }),
});

/** Transition relation names in an order's `_links` (links with method and targetState). */
export function transitionRels(order: Order): string[] {
  return Object.entries(order._links)
    .filter(([, link]) => link.method !== undefined && link.targetState !== undefined)
    .map(([rel]) => rel)
    .sort();
}

const SolutionsSchema = v.array(
  v.looseObject({ id: v.number(), organizationId: v.string(), categoryId: v.number() }),
);

export interface CatalogueFacts {
  /** A public service of gjenbrukOslo whose category has a child category. */
  oslo: { solutionId: number; categoryId: number; childCategoryId: number };
  /** A category outside the subtree of `oslo`'s category. */
  unrelatedCategoryId: number;
  /** A public service of ombrukBergen. */
  bergen: { solutionId: number; categoryId: number };
}

function flatten(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

function subtreeIds(node: CategoryNode): Set<number> {
  return new Set(flatten([node]).map((n) => n.id));
}

let facts: Promise<CatalogueFacts> | undefined;

export function catalogueFacts(): Promise<CatalogueFacts> {
  facts ??= (async () => {
    const { gjenbrukOslo, ombrukBergen } = DEMO_ORGANIZATIONS;
    const solutionsOf = async (org: string) =>
      (await api(`/orgadmin/v1/solutions?organizationIds=${org}&pageSize=100`)).json(
        SolutionsSchema,
      );
    const categories = flatten((await api('/orgadmin/v1/categories')).json(CategoryTreeSchema));
    const byId = new Map(categories.map((node) => [node.id, node]));
    const osloSolutions = await solutionsOf(gjenbrukOslo.id);
    const withChild = osloSolutions.find(
      (solution) => (byId.get(solution.categoryId)?.children.length ?? 0) > 0,
    );
    const parent = withChild === undefined ? undefined : byId.get(withChild.categoryId);
    const child = parent?.children[0];
    const [bergen] = await solutionsOf(ombrukBergen.id);
    if (
      withChild === undefined ||
      parent === undefined ||
      child === undefined ||
      bergen === undefined
    )
      throw new Error('the catalogue lacks the services the order tests need');
    const covered = subtreeIds(parent);
    const unrelated = categories.find((node) => !covered.has(node.id) && node.id !== 0);
    if (unrelated === undefined) throw new Error('no unrelated category');
    return {
      oslo: {
        solutionId: withChild.id,
        categoryId: withChild.categoryId,
        childCategoryId: child.id,
      },
      unrelatedCategoryId: unrelated.id,
      bergen: { solutionId: bergen.id, categoryId: bergen.categoryId },
    };
  })();
  return facts;
}

/** A new DRAFT order of byggherre (customer) from gjenbrukOslo (supplier). */
export async function newOrder(name = 'Contract test order'): Promise<Order> {
  const { oslo } = await catalogueFacts();
  const response = await call(await party('customer'), ORDERS, {
    method: 'POST',
    body: { name, lines: [{ solutionId: oslo.solutionId, categoryId: oslo.categoryId }] },
  });
  if (response.status !== 201) throw new Error(`create failed: ${response.text}`);
  return response.json(OrderSchema);
}

export function today(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

export const VALID_QUOTE = {
  quotedPrice: 12500,
  quotedCurrency: 'NOK',
  estimatedStartDate: today(7),
  estimatedCompletionDate: today(14),
  quoteValidUntil: today(30),
  quoteNotes: 'Transport included.',
};

export type Who = 'customer' | 'supplier';
export type Step = [Who, string] | ['supplier', 'draft', Record<string, unknown>];

// The expected tables, written from the spec by hand (independent of the sandbox's table).
// [transition, from states, to, who] — spec section 3, without cancel. The open states are the
// ones such a transition leaves (APPROVED and CANCELLED are final); cancel leaves every open state.
const SPEC_MOVES: [string, string[], string, Who[]][] = [
  ['request-quote', ['DRAFT'], 'REQUESTED', ['customer']],
  ['quote', ['REQUESTED'], 'QUOTED', ['supplier']],
  ['send-offer', ['DRAFT'], 'QUOTED', ['supplier']],
  ['withdraw-offer', ['QUOTED'], 'REQUESTED', ['supplier']],
  ['accept', ['QUOTED'], 'ACCEPTED', ['customer']],
  ['plan', ['ACCEPTED'], 'PLANNED', ['supplier']],
  ['start', ['PLANNED'], 'IN_PROGRESS', ['supplier']],
  ['complete', ['IN_PROGRESS'], 'COMPLETED', ['supplier']],
  ['approve', ['COMPLETED'], 'APPROVED', ['customer']],
  ['request-revisions', ['COMPLETED'], 'IN_PROGRESS', ['customer']],
];
export const SPEC_OPEN_STATES = [...new Set(SPEC_MOVES.flatMap(([, from]) => from))];
export const SPEC_STATES = [...SPEC_OPEN_STATES, 'APPROVED', 'CANCELLED'];
export const SPEC_TRANSITIONS: [string, string[], string, Who[]][] = [
  ...SPEC_MOVES,
  ['cancel', SPEC_OPEN_STATES, 'CANCELLED', ['customer', 'supplier']],
];

// The links each side sees, per state (spec 2.3 rule 3 and 4), written out by hand.
export const SPEC_LINKS: Record<Who, Record<string, string[]>> = {
  customer: {
    DRAFT: ['cancel', 'request-quote'],
    REQUESTED: ['cancel'],
    QUOTED: ['accept', 'cancel'],
    ACCEPTED: ['cancel'],
    PLANNED: ['cancel'],
    IN_PROGRESS: ['cancel'],
    COMPLETED: ['approve', 'cancel', 'request-revisions'],
    APPROVED: [],
    CANCELLED: [],
  },
  supplier: {
    DRAFT: ['cancel', 'send-offer'],
    REQUESTED: ['cancel', 'quote'],
    QUOTED: ['cancel', 'withdraw-offer'],
    ACCEPTED: ['cancel', 'plan'],
    PLANNED: ['cancel', 'start'],
    IN_PROGRESS: ['cancel', 'complete'],
    COMPLETED: ['cancel'],
    APPROVED: [],
    CANCELLED: [],
  },
};

/** Steps from DRAFT to each state (spec 3's main path; CANCELLED by the customer). */
export const PATH_TO: Record<string, Step[]> = {
  DRAFT: [],
  REQUESTED: [['customer', 'request-quote']],
  QUOTED: [
    ['customer', 'request-quote'],
    ['supplier', 'draft', { quotedPrice: 12500, quotedCurrency: 'NOK' }],
    ['supplier', 'quote'],
  ],
  ACCEPTED: [],
  PLANNED: [],
  IN_PROGRESS: [],
  COMPLETED: [],
  APPROVED: [],
  CANCELLED: [['customer', 'cancel']],
};
PATH_TO['ACCEPTED'] = [...(PATH_TO['QUOTED'] ?? []), ['customer', 'accept']];
PATH_TO['PLANNED'] = [...PATH_TO['ACCEPTED'], ['supplier', 'plan']];
PATH_TO['IN_PROGRESS'] = [...PATH_TO['PLANNED'], ['supplier', 'start']];
PATH_TO['COMPLETED'] = [...PATH_TO['IN_PROGRESS'], ['supplier', 'complete']];
PATH_TO['APPROVED'] = [...PATH_TO['COMPLETED'], ['customer', 'approve']];

export async function runStep(orderId: number, step: Step): Promise<ApiResponse> {
  const who = await party(step[0]);
  if (step[1] === 'draft' && step.length === 3)
    return call(who, `${ORDERS}/${orderId}/quote-details`, { method: 'PUT', body: step[2] });
  const body = step[1] === 'quote' || step[1] === 'send-offer' ? VALID_QUOTE : {};
  return call(who, `${ORDERS}/${orderId}/transitions/${step[1]}`, { method: 'POST', body });
}

/** A new order driven to `state`; throws when a step is refused. */
export async function orderIn(state: string): Promise<Order> {
  const order = await newOrder(`Order in ${state}`);
  for (const step of PATH_TO[state] ?? []) {
    const response = await runStep(order.id, step);
    if (response.status !== 200) throw new Error(`step ${step[1]} failed: ${response.text}`);
  }
  return getOrder(order.id, 'customer');
}

export async function getOrder(id: number, who: PartyName): Promise<Order> {
  return (await call(await party(who), `${ORDERS}/${id}`)).json(OrderSchema);
}
