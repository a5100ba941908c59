/**
 * Quotes to compare (issue 37): Byggherre Vest asked three providers for the same service on one
 * category, and each sent a quote. One is in another currency (EUR) and one runs out within three
 * days, so the app's comparison shows both cases on a fresh start. The category is the first one
 * (by id) where both demo providers and at least one other provider have a public service; in a
 * small catalogue without one, the category where Gjenbruk Oslo meets the most other providers.
 */
import type { OrgRef } from '../orders/types.ts';
import { customerDo, draft, type SeedPlan, type Step } from './seed-steps.ts';
import { DEMO_ORGANIZATIONS, type CatalogueData, type SolutionRecord } from './seed/types.ts';

/** What each provider quotes, in the order the providers are chosen. */
const QUOTES = [
  { site: 'Nygårdsgaten 12', price: 36400, currency: 'NOK', validDays: 20, work: [10, 24] },
  { site: 'Nygårdsgaten 12', price: 33900, currency: 'NOK', validDays: 2, work: [14, 35] },
  { site: 'Nygårdsgaten 12', price: 3150, currency: 'EUR', validDays: 14, work: [7, 21] },
] as const;

const MESSAGE = 'We are comparing three providers for about 40 units; pick-up on site.';

function quoted(quote: (typeof QUOTES)[number]): Step[] {
  return [
    customerDo('request-quote', MESSAGE),
    draft({ quotedPrice: quote.price, quotedCurrency: quote.currency }),
    {
      kind: 'quote',
      name: 'quote',
      price: quote.price,
      currency: quote.currency,
      quoteNotes: 'Price per the request; transport included.',
      work: { start: quote.work[0], end: quote.work[1] },
      validDays: quote.validDays,
    },
  ];
}

/** Public services by category id, then by provider id (the first of each, by service id). */
function servicesByCategory(catalogue: CatalogueData): Map<number, Map<string, SolutionRecord>> {
  const byCategory = new Map<number, Map<string, SolutionRecord>>();
  const sorted = catalogue.solutions.filter((s) => s.public).sort((a, b) => a.id - b.id);
  for (const solution of sorted) {
    const providers = byCategory.get(solution.categoryId) ?? new Map<string, SolutionRecord>();
    if (!providers.has(solution.organizationId)) providers.set(solution.organizationId, solution);
    byCategory.set(solution.categoryId, providers);
  }
  return byCategory;
}

/** The category and its (up to three) services, demo providers first; null without two. */
export function comparisonServices(catalogue: CatalogueData): SolutionRecord[] | null {
  const { gjenbrukOslo, ombrukBergen } = DEMO_ORGANIZATIONS;
  const rank = (providers: Map<string, SolutionRecord>) =>
    (providers.has(ombrukBergen.id) && providers.size >= 3 ? 1000 : 0) + providers.size;
  const candidates = [...servicesByCategory(catalogue)]
    .filter(([, providers]) => providers.has(gjenbrukOslo.id) && providers.size >= 2)
    .sort(([idA, a], [idB, b]) => rank(b) - rank(a) || idA - idB);
  const best = candidates[0]?.[1];
  if (best === undefined) return null;
  const demoFirst = (id: string) => (id === gjenbrukOslo.id ? 0 : id === ombrukBergen.id ? 1 : 2);
  return [...best.values()]
    .sort((a, b) => demoFirst(a.organizationId) - demoFirst(b.organizationId) || a.id - b.id)
    .slice(0, QUOTES.length);
}

/** The comparison's plans: one quoted order per provider, on the same category. */
export function comparisonPlans(
  catalogue: CatalogueData,
  publicSolutionsBy: (providerId: string) => SolutionRecord[],
): SeedPlan[] {
  const services = comparisonServices(catalogue) ?? [];
  return services.flatMap((service, index) => {
    const quote = QUOTES[index];
    const provider = catalogue.providersById.get(service.organizationId);
    if (quote === undefined || provider === undefined) return [];
    const supplier: OrgRef = { id: provider.id, name: provider.name };
    return [
      {
        site: quote.site,
        customer: DEMO_ORGANIZATIONS.byggherre,
        supplier,
        solutionIndex: publicSolutionsBy(provider.id).findIndex((s) => s.id === service.id),
        steps: quoted(quote),
      },
    ];
  });
}
