/**
 * Helpers of the orders journeys: setting an order up through the sandbox's API (API keys,
 * client_credentials) so that each journey has its own order, and reading the order page.
 */
import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { ORDER_STATES, type OrderState } from '../../sandbox/orders/stateMachine.ts';
import { DEMO_ORGANIZATIONS } from '../../sandbox/store/seed/types.ts';
import { jwtPayload } from '../sandbox/oidc-flow.ts';
import { apiKeyToken, apiKeyTokens } from '../support/api-key-token.ts';
import { basePort, stackPorts, type StackPorts } from './support/stack';
import { expect, signInAt, type DemoUsername, type RunningStack } from './support/fixtures';

export type OrgKey = keyof typeof DEMO_ORGANIZATIONS;

/**
 * A state on the main path that `orderAt` can walk an order to. The order of the states is the
 * sandbox's (the stand-in platform's `ORDER_STATES`), never the app's: a journey's expectations must
 * not come from the code it tests.
 */
export type Until = Exclude<OrderState, 'APPROVED' | 'CANCELLED'>;

export const QUOTE = { quotedPrice: 1200, quotedCurrency: 'NOK' };

function idOf(value: unknown): number {
  if (typeof value === 'object' && value !== null && 'id' in value) return Number(value.id);
  throw new Error('no id in answer');
}

/** The sandbox API helpers for the stack on `ports` (the main stack's by default, below). */
export function sandboxApi(ports: StackPorts) {
  const API = `http://127.0.0.1:${ports.api}`;
  const TOKEN_URL = `http://127.0.0.1:${ports.auth}/realms/sandbox/protocol/openid-connect/token`;
  const tokens = apiKeyTokens();

  /** The organisation's API-key token, asked for again before it expires (a slow run outlives one). */
  function tokenFor(org: OrgKey): Promise<string> {
    return apiKeyToken(tokens, { api: API, tokenUrl: TOKEN_URL }, DEMO_ORGANIZATIONS[org].id);
  }

  /** A call to the sandbox as an organisation (`url`: a path or an absolute URL); any answer. */
  async function fetchAs(org: OrgKey, method: string, url: string, body?: unknown) {
    return fetch(url.startsWith('http') ? url : `${API}${url}`, {
      method,
      headers: {
        Authorization: `Bearer ${await tokenFor(org)}`,
        'X-auth-owner': DEMO_ORGANIZATIONS[org].id,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
  }

  /** A call to the sandbox as an organisation; fails the test on a non-2xx answer. */
  async function as(org: OrgKey, method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetchAs(org, method, path, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : undefined;
  }

  /** The first public service of a provider: what the catalogue's "Ask for a quote" links to. */
  async function firstServiceOf(
    supplier: OrgKey,
  ): Promise<{ solutionId: number; categoryId: number; name: string }> {
    const response = await fetch(
      `${API}/orgadmin/v1/solutions?organizationIds=${DEMO_ORGANIZATIONS[supplier].id}&pageSize=1`,
    );
    const solutions: unknown = await response.json();
    const first: unknown = Array.isArray(solutions) ? solutions[0] : undefined;
    if (
      typeof first !== 'object' ||
      first === null ||
      !('categoryId' in first) ||
      !('name' in first)
    ) {
      throw new Error(`no public service of ${supplier}`);
    }
    return {
      solutionId: idOf(first),
      categoryId: Number(first.categoryId),
      name: String(first.name),
    };
  }

  /** A new DRAFT order from `customer` for a public service of `supplier`. */
  async function newOrder(customer: OrgKey, supplier: OrgKey, name: string): Promise<number> {
    const service = await firstServiceOf(supplier);
    const order = await as(customer, 'POST', '/services/v1/orders', {
      name,
      lines: [{ solutionId: service.solutionId, categoryId: service.categoryId }],
    });
    return idOf(order);
  }

  const step = (org: OrgKey, id: number, transition: string, body: unknown = {}) =>
    as(org, 'POST', `/services/v1/orders/${id}/transitions/${transition}`, body);

  /** Walks an order (customer byggherre, supplier gjenbrukOslo) along the main path up to `until`. */
  async function orderAt(until: Until, name: string): Promise<number> {
    const id = await newOrder('byggherre', 'gjenbrukOslo', name);
    const target: number = ORDER_STATES.indexOf(until);
    if (target >= 1) await step('byggherre', id, 'request-quote');
    if (target >= 2) {
      await as('gjenbrukOslo', 'PUT', `/services/v1/orders/${id}/quote-details`, QUOTE);
      await step('gjenbrukOslo', id, 'quote', QUOTE);
    }
    if (target >= 3) await step('byggherre', id, 'accept');
    if (target >= 4) await step('gjenbrukOslo', id, 'plan');
    if (target >= 5) await step('gjenbrukOslo', id, 'start');
    if (target >= 6) await step('gjenbrukOslo', id, 'complete');
    return id;
  }

  /** The ids of the orders `org` placed as customer under exactly this name (newest 100). */
  async function customerOrdersNamed(org: OrgKey, name: string): Promise<number[]> {
    const list = v.parse(
      v.object({
        _embedded: v.object({ orders: v.array(v.object({ id: v.number(), name: v.string() })) }),
      }),
      await as(org, 'GET', '/services/v1/orders?role=customer&pageSize=100'),
    );
    return list._embedded.orders.filter((order) => order.name === name).map((order) => order.id);
  }

  /**
   * The sides of an order the identity provider says the organisation acts on: its entry's
   * `orderRoles` in the `organization` claim of its token; undefined when the entry names none.
   */
  async function orderRolesOf(org: OrgKey): Promise<string[] | undefined> {
    const claims = v.parse(
      v.looseObject({
        organization: v.record(
          v.string(),
          v.looseObject({ orderRoles: v.optional(v.array(v.string())) }),
        ),
      }),
      jwtPayload(await tokenFor(org)),
    );
    return claims.organization[DEMO_ORGANIZATIONS[org].alias]?.orderRoles;
  }

  return {
    API,
    as,
    fetchAs,
    firstServiceOf,
    newOrder,
    step,
    orderAt,
    customerOrdersNamed,
    orderRolesOf,
  };
}

const main = sandboxApi(stackPorts(basePort()));
export const { API, as, firstServiceOf, newOrder, step, orderAt, orderRolesOf } = main;

export const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

/** A date `days` from today, `YYYY-MM-DD` (UTC). */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Opens an order page (on the app at `origin`, the main stack's by default) and waits for its title. */
export async function openOrder(page: Page, id: number, name: string, origin = '') {
  await page.goto(`${origin}/orders/${id}`);
  await expectOrderTitle(page, name);
}

/** The order page has shown the order's name as its title. */
export async function expectOrderTitle(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Opens the order as `user`, signing in on the way (`origin` as for `openOrder`). */
export async function signInAndOpen(
  page: Page,
  user: DemoUsername,
  id: number,
  name: string,
  origin = '',
) {
  await signInAt(page, user, `${origin}/orders/${id}`);
  await expectOrderTitle(page, name);
}

/**
 * An order of its own (a unique name from `label`) set up at `state` through the sandbox's API: on
 * the main stack, or on `stack` (an extra stack) when given; with that stack's API.
 */
export async function orderSetUp(state: Until, label: string, stack?: RunningStack) {
  const api = stack === undefined ? main : sandboxApi(stack.ports);
  const name = unique(label);
  return { api, name, id: await api.orderAt(state, name) };
}

/** `orderSetUp`, then the order opened on `page` after signing `user` in (on `stack`'s app). */
export async function openedAt(
  page: Page,
  user: 'customer' | 'supplier',
  state: Until,
  label: string,
  stack?: RunningStack,
): Promise<{ id: number; name: string }> {
  const { id, name } = await orderSetUp(state, label, stack);
  await signInAndOpen(page, user, id, name, stack?.appUrl);
  return { id, name };
}

export function stateBadge(page: Page) {
  return page.getByTestId('order-state');
}

/** Presses a transition button; answers the confirmation for cancel / request-revisions. */
export async function act(page: Page, label: string, confirm?: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  if (confirm) await page.getByRole('button', { name: confirm, exact: true }).click();
}

/** {@link act}, then waits until the order's state badge reads `state` (the step's outcome). */
export async function actTo(
  page: Page,
  state: string,
  label: string,
  confirm?: string,
  options?: { timeout: number },
) {
  await act(page, label, confirm);
  await expect(stateBadge(page)).toHaveText(state, options);
}

export const ORG = DEMO_ORGANIZATIONS;
