/**
 * The vocabulary of the seed's order plans: the steps an order is replayed through, and helpers
 * to write them. Shared by seed-orders.ts and seed-board-orders.ts (kept apart so neither imports
 * the other).
 */
import type { OrderRole } from '../orders/stateMachine.ts';
import type { OrgRef } from '../orders/types.ts';

export type Step =
  | { kind: 'draft'; body: Record<string, unknown> }
  | { kind: 'transition'; name: string; by: OrderRole; notes?: string }
  /**
   * `quote` or `send-offer`. Without `work`, the work starts 7 days and ends 21 days after it is
   * sent; `work` gives start and completion in days from the seed time (`null`: no dates), and
   * `validDays` how long the quote stays valid after it is sent (default 30), `currency` its
   * currency (default NOK).
   */
  | {
      kind: 'quote';
      name: 'quote' | 'send-offer';
      price: number;
      quoteNotes: string;
      work?: { start: number; end: number } | null;
      validDays?: number;
      currency?: string;
    };

export interface SeedPlan {
  /** Where the work happens; the order is named `<service> – <site>`. */
  site: string;
  customer: OrgRef;
  supplier: OrgRef;
  /** Which of the supplier's public services the line uses (index, wraps around). */
  solutionIndex: number;
  steps: Step[];
}

export const customerDo = (name: string, notes?: string): Step => ({
  kind: 'transition',
  name,
  by: 'CUSTOMER',
  ...(notes === undefined ? {} : { notes }),
});
export const supplierDo = (name: string, notes?: string): Step => ({
  kind: 'transition',
  name,
  by: 'SUPPLIER',
  ...(notes === undefined ? {} : { notes }),
});
export const draft = (body: Record<string, unknown>): Step => ({ kind: 'draft', body });
