/**
 * `SANDBOX_EXTRA_ORDERS=<n>`: n more orders between the demo customer (Byggherre Vest) and the demo
 * supplier (Gjenbruk Oslo), written with the seed on an empty database, for volume journeys and
 * `npm run bench` (docs/decisions/0102-workspace-queries.md). Each one is replayed through
 * the real order actions like the seed's own orders, so its state, quote, links and history are
 * what the API would have produced. They cycle through the main path (drafts, requests with and
 * without a saved price, quotes, accepted, planned, under way, completed, approved) and end one
 * minute apart, so "oldest first" is well defined.
 */
import { publicSolutionsBy, replay, type SeedOrder } from './seed-orders.ts';
import { customerDo, draft, supplierDo, type SeedPlan, type Step } from './seed-steps.ts';
import { DEMO_ORGANIZATIONS, type CatalogueData } from './seed/types.ts';

const PRICE = 12_000;

const requested: Step[] = [customerDo('request-quote')];
const priced: Step[] = [...requested, draft({ quotedPrice: PRICE, quotedCurrency: 'NOK' })];
const quoted: Step[] = [
  ...priced,
  { kind: 'quote', name: 'quote', price: PRICE, quoteNotes: 'Volume order.' },
];
const accepted: Step[] = [...quoted, customerDo('accept')];
const planned: Step[] = [...accepted, supplierDo('plan')];
const started: Step[] = [...planned, supplierDo('start')];
const completed: Step[] = [...started, supplierDo('complete')];
const approved: Step[] = [...completed, customerDo('approve')];

/** The cycle of step lists: one order of each, then again. */
export const VOLUME_CYCLE: readonly Step[][] = [
  [],
  requested,
  priced,
  quoted,
  accepted,
  planned,
  started,
  completed,
  approved,
];

export function buildVolumeOrders(catalogue: CatalogueData, now: Date, count: number): SeedOrder[] {
  const { byggherre, gjenbrukOslo } = DEMO_ORGANIZATIONS;
  const solutions = publicSolutionsBy(catalogue, gjenbrukOslo.id);
  if (solutions.length === 0 || count <= 0) return [];
  const orders: SeedOrder[] = [];
  for (let index = 0; index < count; index += 1) {
    const plan: SeedPlan = {
      site: `Volume site ${index + 1}`,
      customer: byggherre,
      supplier: gjenbrukOslo,
      solutionIndex: index,
      steps: VOLUME_CYCLE[index % VOLUME_CYCLE.length] ?? [],
    };
    const solution = solutions[index % solutions.length];
    if (solution === undefined) continue;
    // The first one ends longest ago; all end before the seed's own orders' last steps.
    orders.push(replay(plan, solution, now, 1 + (count - index) / 60));
  }
  return orders;
}
