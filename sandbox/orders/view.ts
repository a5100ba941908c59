/** The HTTP representations (HAL) of orders and history entries, as one caller may see them. */
import type { CatalogueData, SolutionRecord } from '../store/seed/types.ts';
import type { Language } from './language.ts';
import { buildOrderLinks, orderPath, type HalLink } from './links.ts';
import type { OrderRole } from './stateMachine.ts';
import type {
  Actor,
  ChangeHistoryEntry,
  OrderRecord,
  QuoteDetails,
  StateHistoryEntry,
} from './types.ts';

const solutionIndexes = new WeakMap<CatalogueData, ReadonlyMap<number, SolutionRecord>>();

export function solutionIndex(catalogue: CatalogueData): ReadonlyMap<number, SolutionRecord> {
  let index = solutionIndexes.get(catalogue);
  if (index === undefined) {
    index = new Map(catalogue.solutions.map((solution) => [solution.id, solution]));
    solutionIndexes.set(catalogue, index);
  }
  return index;
}

/** What the caller may see of the quote: the supplier its working copy, the customer a sent one. */
export function visibleQuote(order: OrderRecord, role: OrderRole): QuoteDetails | null {
  if (role === 'CUSTOMER') return order.quoteVisible ? order.quote : null;
  return Object.keys(order.quote).length > 0 ? order.quote : null;
}

/** Draft saves bump only the supplier's `updatedAt`, so the customer cannot notice them. */
export function visibleUpdatedAt(order: OrderRecord, role: OrderRole): Date {
  return role === 'CUSTOMER' ? order.updatedAt : order.supplierUpdatedAt;
}

export interface OrderView {
  id: number;
  name: string;
  state: string;
  customer: { id: string; name: string };
  supplier: { id: string; name: string };
  lines: unknown[];
  requestReference?: string;
  quoteDetails?: QuoteDetails;
  createdAt: string;
  updatedAt: string;
  _links: Record<string, HalLink>;
}

export function orderView(
  order: OrderRecord,
  role: OrderRole,
  catalogue: CatalogueData,
  language: Language,
): OrderView {
  const solutions = solutionIndex(catalogue);
  const quote = visibleQuote(order, role);
  return {
    id: order.id,
    name: order.name,
    state: order.state,
    customer: { id: order.customer.id, name: order.customer.name },
    supplier: { id: order.supplier.id, name: order.supplier.name },
    lines: order.lines.map((line) => {
      const solution = solutions.get(line.solutionId);
      const category = catalogue.categoriesById.get(line.categoryId);
      return {
        solutionId: line.solutionId,
        categoryId: line.categoryId,
        solutionName: solution?.name ?? null,
        categoryName: category === undefined ? null : category[language],
        type: solution?.type ?? null,
        co2eData: solution?.co2eData ?? null,
        functionalUnit: solution?.functionalUnit ?? null,
      };
    }),
    ...(order.requestReference === undefined ? {} : { requestReference: order.requestReference }),
    ...(quote === null ? {} : { quoteDetails: { ...quote } }),
    createdAt: order.createdAt.toISOString(),
    updatedAt: visibleUpdatedAt(order, role).toISOString(),
    _links: buildOrderLinks(order, role),
  };
}

/** The actor's four fields and nothing else (a stored actor may carry more). */
function actorView({ userId, name, organizationId, role }: Actor): Actor {
  return { userId, name, organizationId, role };
}

export function stateHistoryView(orderId: number, entries: readonly StateHistoryEntry[]) {
  return {
    _embedded: {
      entries: entries.map((entry) => ({
        transition: entry.transition,
        fromState: entry.fromState,
        toState: entry.toState,
        actor: actorView(entry.actor),
        occurredAt: entry.occurredAt.toISOString(),
        notes: entry.notes,
      })),
    },
    _links: { self: { href: `${orderPath(orderId)}/history` } },
  };
}

/** Change history as the caller may see it: the customer never sees a draft save's rows. */
export function changeHistoryView(
  orderId: number,
  entries: readonly ChangeHistoryEntry[],
  role: OrderRole,
) {
  return {
    _embedded: {
      entries: entries
        .filter((entry) => role === 'SUPPLIER' || entry.visibility === 'ALL')
        .map((entry) => ({
          field: entry.field,
          oldValue: entry.oldValue,
          newValue: entry.newValue,
          actor: actorView(entry.actor),
          occurredAt: entry.occurredAt.toISOString(),
          ...(role === 'SUPPLIER' ? { draft: entry.visibility === 'SUPPLIER' } : {}),
        })),
    },
    _links: { self: { href: `${orderPath(orderId)}/change-history` } },
  };
}
