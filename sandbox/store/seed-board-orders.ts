/**
 * Seed orders for the supplier's planning board and the customer's quote deadlines (see
 * seed-orders.ts, which replays them through the real actions like every seed order).
 */
import { customerDo, draft, supplierDo, type SeedPlan, type Step } from './seed-steps.ts';
import { DEMO_ORGANIZATIONS } from './seed/types.ts';

type BoardState = 'ACCEPTED' | 'PLANNED' | 'IN_PROGRESS';

/**
 * The supplier's planning board (Gjenbruk Oslo): accepted, planned and in-progress orders with work
 * dates in days from the seed time. Some overlap, two have no dates, one is late (its completion
 * date has passed while the work is under way).
 */
const BOARD: readonly {
  site: string;
  state: BoardState;
  work: { start: number; end: number } | null;
  price: number;
  nordlys?: boolean;
}[] = [
  { site: 'Skøyen skole', state: 'IN_PROGRESS', work: { start: -9, end: -2 }, price: 38400 },
  { site: 'Majorstuen bibliotek', state: 'IN_PROGRESS', work: { start: -6, end: 8 }, price: 27600 },
  {
    site: 'Økern portal',
    state: 'IN_PROGRESS',
    work: { start: -2, end: 12 },
    price: 54300,
    nordlys: true,
  },
  { site: 'Tøyen torg', state: 'PLANNED', work: { start: 3, end: 10 }, price: 19900 },
  { site: 'Vulkan kontorhus', state: 'PLANNED', work: { start: 5, end: 19 }, price: 72500 },
  {
    site: 'Løren park',
    state: 'PLANNED',
    work: { start: 8, end: 15 },
    price: 31200,
    nordlys: true,
  },
  { site: 'Grünerløkka studio', state: 'PLANNED', work: { start: 16, end: 30 }, price: 15800 },
  { site: 'Bjørvika kontor', state: 'PLANNED', work: { start: 34, end: 41 }, price: 44100 },
  { site: 'Nydalen campus', state: 'ACCEPTED', work: { start: 12, end: 26 }, price: 88000 },
  { site: 'Lilleaker lager', state: 'ACCEPTED', work: { start: 20, end: 27 }, price: 12500 },
  {
    site: 'Helsfyr hus',
    state: 'ACCEPTED',
    work: { start: 40, end: 54 },
    price: 63700,
    nordlys: true,
  },
  { site: 'Kalbakken verksted', state: 'ACCEPTED', work: { start: 60, end: 74 }, price: 29300 },
  { site: 'Ryen skole', state: 'ACCEPTED', work: { start: 75, end: 82 }, price: 17400 },
  { site: 'Sinsen kontor', state: 'ACCEPTED', work: null, price: 22800 },
  { site: 'Storo senter', state: 'PLANNED', work: null, price: 36900, nordlys: true },
  { site: 'Alna renseanlegg', state: 'ACCEPTED', work: { start: 110, end: 124 }, price: 51000 },
];

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
