/**
 * Seed orders between the demo organisations, written on first start and by reset. Each order is
 * replayed through the real order actions (draft saves and transitions of the state machine), so
 * its state, quote and history are exactly what the API would have produced; the steps are spread
 * over the past days and quote dates are computed from the seed time, so they stay valid.
 */
import { DEMO_USERS } from '../identity/accounts.ts';
import {
  applyMutation,
  planDraftSave,
  planTransition,
  type OrderMutation,
} from '../orders/actions.ts';
import type { OrderRole } from '../orders/stateMachine.ts';
import type {
  Actor,
  ChangeHistoryEntry,
  OrderRecord,
  OrgRef,
  StateHistoryEntry,
} from '../orders/types.ts';
import { boardPlans, quotePlans } from './seed-board-orders.ts';
import { comparisonPlans } from './seed-comparison-orders.ts';
import { customerDo, draft, supplierDo, type SeedPlan, type Step } from './seed-steps.ts';
import { DEMO_ORGANIZATIONS, type CatalogueData, type SolutionRecord } from './seed/types.ts';

export interface SeedOrder {
  order: Omit<OrderRecord, 'id' | 'version'>;
  stateHistory: StateHistoryEntry[];
  changes: ChangeHistoryEntry[];
}

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY);
}

const quote = (price: number, quoteNotes: string): Step => ({
  kind: 'quote',
  name: 'quote',
  price,
  quoteNotes,
});

/** From request to work under way: the common first steps of the later orders. */
function throughStart(price: number, quoteNotes: string): Step[] {
  return [
    customerDo('request-quote'),
    draft({ quotedPrice: price, quotedCurrency: 'NOK' }),
    quote(price, quoteNotes),
    customerDo('accept', 'Accepted as quoted.'),
    supplierDo('plan'),
    supplierDo('start'),
  ];
}

function seedPlans(catalogue: CatalogueData): SeedPlan[] {
  const { byggherre, gjenbrukOslo, nordlysEiendom, ombrukBergen } = DEMO_ORGANIZATIONS;
  return [
    ...boardPlans(),
    ...quotePlans(),
    {
      site: 'Prosjektkontor Kværner',
      customer: byggherre,
      supplier: gjenbrukOslo,
      solutionIndex: 0,
      steps: [],
    },
    {
      site: 'Bryggen kontorbygg',
      customer: byggherre,
      supplier: gjenbrukOslo,
      solutionIndex: 1,
      steps: [
        customerDo('request-quote', 'About 40 units; pick-up on site.'),
        draft({
          quotedPrice: 48500,
          quotedCurrency: 'NOK',
          quoteNotes: 'Draft: check the quantities on site.',
        }),
      ],
    },
    {
      site: 'Lysaker Park',
      customer: byggherre,
      supplier: gjenbrukOslo,
      solutionIndex: 2,
      steps: [
        customerDo('request-quote'),
        draft({ quotedPrice: 23900, quotedCurrency: 'NOK' }),
        quote(23900, 'Includes transport both ways.'),
      ],
    },
    {
      site: 'Nordlys hus B',
      customer: nordlysEiendom,
      supplier: gjenbrukOslo,
      solutionIndex: 3,
      steps: throughStart(61200, 'Work on site over two weeks.'),
    },
    {
      site: 'Rådhusgata 5',
      customer: byggherre,
      supplier: ombrukBergen,
      solutionIndex: 0,
      steps: [...throughStart(18750, 'Includes pick-up and delivery.'), supplierDo('complete')],
    },
    {
      site: 'Nordlys hus A, riving',
      customer: nordlysEiendom,
      supplier: gjenbrukOslo,
      solutionIndex: 4,
      steps: [
        ...throughStart(92000, 'Delivered on labelled pallets.'),
        supplierDo('complete'),
        customerDo('request-revisions', 'Two pallets are missing their labels.'),
        supplierDo('complete', 'Labels added.'),
        customerDo('approve', 'Thank you, everything in order.'),
      ],
    },
    {
      site: 'Resepsjon Solli plass',
      customer: byggherre,
      supplier: gjenbrukOslo,
      solutionIndex: 5,
      steps: [customerDo('request-quote'), customerDo('cancel', 'The project was postponed.')],
    },
    {
      site: 'Arkivrom Sandviken',
      customer: byggherre,
      supplier: ombrukBergen,
      solutionIndex: 1,
      steps: [customerDo('request-quote', 'Needed before the move in spring.')],
    },
    {
      site: 'Nordlys hus C',
      customer: nordlysEiendom,
      supplier: gjenbrukOslo,
      solutionIndex: 6,
      steps: [
        draft({ quotedPrice: 134000, quotedCurrency: 'NOK' }),
        { kind: 'quote', name: 'send-offer', price: 134000, quoteNotes: 'Offer without request.' },
      ],
    },
    {
      site: 'Byggherre Vest hovedkontor',
      customer: byggherre,
      supplier: gjenbrukOslo,
      solutionIndex: 7,
      steps: [
        ...throughStart(41800, 'Collected, refurbished and returned within three weeks.'),
        supplierDo('complete'),
        customerDo('approve'),
      ],
    },
    ...comparisonPlans(catalogue, (providerId) => publicSolutionsBy(catalogue, providerId)),
  ];
}

export function publicSolutionsBy(catalogue: CatalogueData, providerId: string): SolutionRecord[] {
  return catalogue.solutions
    .filter((solution) => solution.public && solution.organizationId === providerId)
    .sort((a, b) => a.id - b.id);
}

function actorFor(organization: OrgRef, role: OrderRole): Actor {
  const user = DEMO_USERS.find((candidate) =>
    candidate.organizations.some((org) => org.id === organization.id),
  );
  return {
    userId: user?.id ?? organization.id,
    name: user?.name ?? organization.name,
    organizationId: organization.id,
    role,
  };
}

function workDates(step: Extract<Step, { kind: 'quote' }>, at: Date, now: Date) {
  if (step.work === null) return {};
  if (step.work === undefined)
    return {
      estimatedStartDate: isoDate(addDays(at, 7)),
      estimatedCompletionDate: isoDate(addDays(at, 21)),
    };
  return {
    estimatedStartDate: isoDate(addDays(now, step.work.start)),
    estimatedCompletionDate: isoDate(addDays(now, step.work.end)),
  };
}

function planStep(
  order: OrderRecord,
  step: Step,
  at: Date,
  now: Date,
): { mutation: OrderMutation; role: OrderRole } {
  switch (step.kind) {
    case 'draft':
      return { mutation: planDraftSave(order, 'SUPPLIER', step.body, at), role: 'SUPPLIER' };
    case 'transition':
      return {
        mutation: planTransition(
          order,
          step.by,
          step.name,
          step.notes === undefined ? {} : { notes: step.notes },
          at,
        ),
        role: step.by,
      };
    case 'quote': {
      const body = {
        quotedPrice: step.price,
        quotedCurrency: step.currency ?? 'NOK',
        ...workDates(step, at, now),
        quoteValidUntil: isoDate(addDays(at, step.validDays ?? 30)),
        quoteNotes: step.quoteNotes,
      };
      return { mutation: planTransition(order, 'SUPPLIER', step.name, body, at), role: 'SUPPLIER' };
    }
  }
}

/** Replays one plan; the last step happens `endsHoursAgo` hours before `now`. */
export function replay(
  plan: SeedPlan,
  solution: SolutionRecord,
  now: Date,
  endsHoursAgo: number,
): SeedOrder {
  const stepGap = DAY + 3 * HOUR;
  const end = now.getTime() - endsHoursAgo * HOUR;
  const createdAt = new Date(end - plan.steps.length * stepGap);
  let order: OrderRecord = {
    id: 0,
    version: 1,
    name: `${solution.name} – ${plan.site}`,
    state: 'DRAFT',
    customer: { id: plan.customer.id, name: plan.customer.name },
    supplier: { id: plan.supplier.id, name: plan.supplier.name },
    lines: [{ solutionId: solution.id, categoryId: solution.categoryId }],
    quote: {},
    quoteVisible: false,
    quotePublished: null,
    createdAt,
    updatedAt: createdAt,
    supplierUpdatedAt: createdAt,
  };
  const stateHistory: StateHistoryEntry[] = [];
  const changes: ChangeHistoryEntry[] = [];
  plan.steps.forEach((step, index) => {
    const at = new Date(createdAt.getTime() + (index + 1) * stepGap);
    const { mutation, role } = planStep(order, step, at, now);
    const actor = actorFor(role === 'CUSTOMER' ? plan.customer : plan.supplier, role);
    if (mutation.stateEntry !== null)
      stateHistory.push({ ...mutation.stateEntry, actor, occurredAt: at });
    for (const change of mutation.changes) changes.push({ ...change, actor, occurredAt: at });
    order = applyMutation(order, mutation, at);
  });
  const { id: _id, version: _version, ...record } = order;
  return { order: record, stateHistory, changes };
}

/**
 * The seed orders for this catalogue at time `now`. An order is left out when its supplier has no
 * public service in the catalogue.
 */
export function buildSeedOrders(catalogue: CatalogueData, now: Date): SeedOrder[] {
  const seeds: SeedOrder[] = [];
  const all = seedPlans(catalogue);
  all.forEach((plan, index) => {
    const solutions = publicSolutionsBy(catalogue, plan.supplier.id);
    const solution = solutions[plan.solutionIndex % Math.max(solutions.length, 1)];
    if (solution === undefined) return;
    // Older plans end earlier, so the list's "newest change first" shows the plans in reverse.
    seeds.push(replay(plan, solution, now, 2 + (all.length - index) * 5));
  });
  return seeds;
}
