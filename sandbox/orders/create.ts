/**
 * Creating an order (docs/platform-contract.md 2.1): the caller's organisation orders from one
 * provider. A `requestReference` (the app's mark of orders asked together, decision 0177) is kept.
 */
import type { TokenOrganization } from '../http/env.ts';
import type { ProblemFieldError } from '../http/problem.ts';
import type { CatalogueData } from '../store/seed/types.ts';
import { upwardPath } from '../catalogue/upward.ts';
import { validationFailed } from './problems.ts';
import type { NewOrder } from './store.ts';
import { parseCreateOrderBody } from './validation.ts';
import { solutionIndex } from './view.ts';

/**
 * True when an `ancestors` search for `categoryId` finds services registered on `ancestorId`: the
 * same category, or one above it in the shared taxonomy (never through an own category).
 */
export function isSameOrBelow(
  catalogue: CatalogueData,
  categoryId: number,
  ancestorId: number,
): boolean {
  const category = catalogue.categoriesById.get(categoryId);
  return (
    category !== undefined && upwardPath(catalogue.categoriesById, category).includes(ancestorId)
  );
}

export function createOrderFromBody(
  body: unknown,
  catalogue: CatalogueData,
  owner: TokenOrganization,
): NewOrder {
  const { name, lines, requestReference } = parseCreateOrderBody(body);
  const solutions = solutionIndex(catalogue);
  const errors: ProblemFieldError[] = [];
  const providerIds = new Set<string>();
  lines.forEach((line, index) => {
    const solution = solutions.get(line.solutionId);
    if (solution?.public !== true) {
      errors.push({ field: `lines.${index}.solutionId`, code: 'UNKNOWN_SOLUTION' });
      return;
    }
    providerIds.add(solution.organizationId);
    if (!catalogue.categoriesById.has(line.categoryId))
      errors.push({ field: `lines.${index}.categoryId`, code: 'UNKNOWN_CATEGORY' });
    else if (!isSameOrBelow(catalogue, line.categoryId, solution.categoryId))
      errors.push({ field: `lines.${index}.categoryId`, code: 'CATEGORY_NOT_COVERED' });
  });
  if (providerIds.size > 1) errors.push({ field: 'lines', code: 'MULTIPLE_PROVIDERS' });
  if (providerIds.has(owner.id)) errors.push({ field: 'lines', code: 'OWN_ORGANIZATION' });
  const [providerId] = providerIds;
  if (errors.length > 0 || providerId === undefined) throw validationFailed(errors);
  const provider = catalogue.providersById.get(providerId);
  const customer =
    catalogue.providersById.get(owner.id) ??
    catalogue.customers.find((organization) => organization.id === owner.id);
  return {
    name,
    customer: { id: owner.id, name: customer?.name ?? owner.name },
    supplier: { id: providerId, name: provider?.name ?? providerId },
    lines,
    ...(requestReference === undefined ? {} : { requestReference }),
  };
}
