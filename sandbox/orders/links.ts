/** The HAL link builder: reads the state machine table, nothing else decides which links exist. */
import {
  blockedReason,
  legalTransitions,
  type OrderRole,
  type TransitionGuard,
  type TransitionRow,
} from './stateMachine.ts';
import type { OrderRecord } from './types.ts';

export const SERVICES_BASE = '/services/v1';

export interface HalLink {
  href: string;
  title?: string;
  method?: 'POST';
  targetState?: string;
  disabled?: boolean;
  disabledReason?: string;
}

export function orderPath(id: number): string {
  return `${SERVICES_BASE}/orders/${id}`;
}

/** Why a legal transition is blocked right now, or null: the table's guard column decides. */
export function disabledReason(
  row: TransitionRow,
  order: OrderRecord,
  now: Date,
): TransitionGuard | null {
  return blockedReason(row, order.quote, now);
}

export function buildOrderLinks(
  order: OrderRecord,
  role: OrderRole,
  now: Date = new Date(),
): Record<string, HalLink> {
  const self = orderPath(order.id);
  const links: Record<string, HalLink> = {
    self: { href: self },
    history: { href: `${self}/history`, title: 'State history' },
    'change-history': { href: `${self}/change-history`, title: 'Change history' },
  };
  for (const row of legalTransitions(order.state, role)) {
    const reason = disabledReason(row, order, now);
    links[row.name] = {
      href: `${self}/transitions/${row.name}`,
      method: 'POST',
      targetState: row.to,
      title: row.title,
      ...(reason === null ? {} : { disabled: true, disabledReason: reason }),
    };
  }
  return links;
}
