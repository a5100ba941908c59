/**
 * Seed orders for the supplier's planning board and the customer's quote deadlines (see
 * seed-orders.ts, which replays them through the real actions like every seed order).
 */
import * as v from 'valibot';
import { customerDo, draft, supplierDo, type SeedPlan, type Step } from './seed-steps.ts';
import { readSeedTable } from './seed/data.ts';
import { DEMO_ORGANIZATIONS } from './seed/types.ts';

/**
 * The supplier's planning board (Gjenbruk Oslo), from `seed/data/board-orders.json`: accepted,
 * planned and in-progress orders with work dates in days from the seed time. Some overlap, two
 * have no dates, one is late (its completion date has passed while the work is under way).
 * `nordlys` rows are ordered by Nordlys Eiendom instead of Byggherre Vest.
 */
const BOARD = readSeedTable(
  'board-orders.json',
  v.array(
    v.strictObject({
      site: v.pipe(v.string(), v.nonEmpty()),
      state: v.picklist(['ACCEPTED', 'PLANNED', 'IN_PROGRESS']),
      work: v.nullable(
        v.strictObject({
          start: v.pipe(v.number(), v.integer()),
          end: v.pipe(v.number(), v.integer()),
        }),
      ),
      price: v.pipe(v.number(), v.minValue(0)),
      nordlys: v.optional(v.boolean()),
    }),
  ),
);

export function boardPlans(): SeedPlan[] {
  const { byggherre, gjenbrukOslo, nordlysEiendom } = DEMO_ORGANIZATIONS;
  return BOARD.map((entry, index) => {
    const steps: Step[] = [
      customerDo('request-quote'),
      draft({ quotedPrice: entry.price, quotedCurrency: 'NOK' }),
      {
        kind: 'quote',
        name: 'quote',
        price: entry.price,
        quoteNotes: 'Planned with the site manager.',
        work: entry.work,
      },
      customerDo('accept', 'Accepted as quoted.'),
    ];
    if (entry.state !== 'ACCEPTED') steps.push(supplierDo('plan'));
    if (entry.state === 'IN_PROGRESS') steps.push(supplierDo('start', 'Crew on site.'));
    return {
      site: entry.site,
      customer: entry.nordlys === true ? nordlysEiendom : byggherre,
      supplier: gjenbrukOslo,
      solutionIndex: 8 + index,
      steps,
    };
  });
}

/** Quotes the customer (Byggherre Vest) must decide on soon, and one that has run out. */
export function quotePlans(): SeedPlan[] {
  const { byggherre, gjenbrukOslo } = DEMO_ORGANIZATIONS;
  const sent = (validDays: number, price: number): Step[] => [
    customerDo('request-quote'),
    draft({ quotedPrice: price, quotedCurrency: 'NOK' }),
    {
      kind: 'quote',
      name: 'quote',
      price,
      quoteNotes: 'Price holds while the quote is valid.',
      validDays,
    },
  ];
  return [
    // Sent about three days before the seed time, valid for one day: run out by now.
    {
      site: 'Frogner hage',
      customer: byggherre,
      supplier: gjenbrukOslo,
      solutionIndex: 30,
      steps: sent(1, 9900),
    },
    // Sent about two days before the seed time, valid for four: runs out within three days.
    {
      site: 'Ullevål stasjon',
      customer: byggherre,
      supplier: gjenbrukOslo,
      solutionIndex: 31,
      steps: sent(4, 14200),
    },
  ];
}
