/** Paging and filters of `GET /orders` (paged like `/solutions`: pageNumber from 0, size ≤ 100). */
import { invalidParameter } from './problems.ts';
import { isOrderState, type OrderRole, type OrderState } from './stateMachine.ts';
import { SERVICES_BASE, type HalLink } from './links.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface ListQuery {
  role: OrderRole | undefined;
  states: OrderState[] | undefined;
  pageNumber: number;
  pageSize: number;
}

function readInteger(
  params: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max)
    throw invalidParameter(name, `${name} must be a whole number from ${min} to ${max}.`);
  return Number(raw);
}

export function parseListQuery(params: URLSearchParams): ListQuery {
  const pageNumber = readInteger(params, 'pageNumber', 0, 0, 1_000_000);
  const pageSize = readInteger(params, 'pageSize', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const rawRole = params.get('role');
  let role: OrderRole | undefined;
  if (rawRole !== null && rawRole !== '') {
    const lower = rawRole.toLowerCase();
    if (lower === 'customer') role = 'CUSTOMER';
    else if (lower === 'supplier') role = 'SUPPLIER';
    else throw invalidParameter('role', 'role must be customer or supplier.');
  }
  const rawStates = params.getAll('state').flatMap((value) => value.split(','));
  const states: OrderState[] = [];
  for (const raw of rawStates.map((value) => value.trim().toUpperCase()).filter((v) => v !== '')) {
    if (!isOrderState(raw)) throw invalidParameter('state', `Unknown order state: ${raw}.`);
    states.push(raw);
  }
  return { role, states: states.length > 0 ? states : undefined, pageNumber, pageSize };
}

function pageHref(query: ListQuery, pageNumber: number): string {
  const params = new URLSearchParams();
  if (query.role !== undefined) params.set('role', query.role.toLowerCase());
  if (query.states !== undefined) params.set('state', query.states.join(','));
  params.set('pageNumber', String(pageNumber));
  params.set('pageSize', String(query.pageSize));
  return `${SERVICES_BASE}/orders?${params.toString()}`;
}

export function listLinks(query: ListQuery, total: number): Record<string, HalLink> {
  const links: Record<string, HalLink> = { self: { href: pageHref(query, query.pageNumber) } };
  if ((query.pageNumber + 1) * query.pageSize < total)
    links['next'] = { href: pageHref(query, query.pageNumber + 1) };
  if (query.pageNumber > 0 && total > 0)
    links['prev'] = {
      href: pageHref(
        query,
        Math.min(query.pageNumber - 1, Math.max(Math.ceil(total / query.pageSize) - 1, 0)),
      ),
    };
  return links;
}

// `items <first>-<last>/<total>`, or `items */<total>` for an empty page.
export function contentRange(query: ListQuery, count: number, total: number): string {
  if (count === 0) return `items */${total}`;
  const first = query.pageNumber * query.pageSize;
  return `items ${first}-${first + count - 1}/${total}`;
}
