/** Domain records of the order service (what the store keeps; the HTTP views are built from them). */
import type { OrderRole, OrderState } from './stateMachine.ts';

export interface OrgRef {
  id: string;
  name: string;
}

export interface OrderLineRef {
  solutionId: number;
  categoryId: number;
}

/** The quote fields of spec 2.2. Every field is optional in a saved draft. */
export interface QuoteDetails {
  quotedPrice?: number;
  quotedCurrency?: string;
  estimatedStartDate?: string;
  estimatedCompletionDate?: string;
  quoteValidUntil?: string;
  quoteNotes?: string;
}

export const QUOTE_FIELDS = [
  'quotedPrice',
  'quotedCurrency',
  'estimatedStartDate',
  'estimatedCompletionDate',
  'quoteValidUntil',
  'quoteNotes',
] as const satisfies readonly (keyof QuoteDetails)[];

export interface OrderRecord {
  id: number;
  name: string;
  state: OrderState;
  customer: OrgRef;
  supplier: OrgRef;
  lines: OrderLineRef[];
  /** The mark of orders asked together, as the creator sent it (docs/decisions/0177). */
  requestReference?: string;
  /** The supplier's working copy of the quote (the saved draft, or the sent quote). */
  quote: QuoteDetails;
  /** True while the customer may see `quote` (after `quote`/`send-offer`, until `withdraw-offer`). */
  quoteVisible: boolean;
  /** The quote as the customer last saw it (kept after a withdrawal, for the change history). */
  quotePublished: QuoteDetails | null;
  createdAt: Date;
  /** Last change both parties see (create, rename, transitions). */
  updatedAt: Date;
  /** Last change in the supplier's view: also bumped by draft saves. */
  supplierUpdatedAt: Date;
  version: number;
}

export interface Actor {
  userId: string;
  name: string;
  organizationId: string;
  role: OrderRole;
}

export interface StateHistoryEntry {
  transition: string;
  fromState: OrderState;
  toState: OrderState;
  actor: Actor;
  occurredAt: Date;
  notes: string | null;
}

/** `ALL`: both parties see the row; `SUPPLIER`: a draft save, private to the supplier. */
export type ChangeVisibility = 'ALL' | 'SUPPLIER';

export interface ChangeHistoryEntry {
  field: string;
  oldValue: unknown;
  newValue: unknown;
  actor: Actor;
  occurredAt: Date;
  visibility: ChangeVisibility;
}
