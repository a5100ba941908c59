/**
 * Helpers of the journeys under `SANDBOX_SHAPES=random`: the seeds to run (`E2E_SHAPE_SEEDS`), and
 * API calls to a seed's stack that wait for a step to be applied (a 202 applies it later) and read
 * its lists by the seed's choices. Expectations come from these answers, never from the app.
 */
import { choicesFor, type Choices } from '../../sandbox/http/random.ts';
import { ORDER_STATES } from '../../sandbox/orders/stateMachine.ts';
import { answerOf, isRecord, itemsOf, nextOf, type Answer } from '../support/random-lists.ts';
import { expect, type RunningStack } from './support/fixtures';
import { QUOTE, sandboxApi, type OrgKey, type Until } from './orders.support';

/** The three seeds whose choices together make the most choices (65 of 84); `E2E_SHAPE_SEEDS` replaces them. */
export const DEFAULT_SHAPE_SEEDS = [8, 15, 310];

/** The seeds of this run: `E2E_SHAPE_SEEDS` (comma-separated whole numbers) or the default. */
export function shapeSeeds(): number[] {
  const raw = process.env['E2E_SHAPE_SEEDS']?.trim();
  if (raw === undefined || raw === '') return DEFAULT_SHAPE_SEEDS;
  const seeds = raw.split(',').map((part) => part.trim());
  if (seeds.some((seed) => !/^\d+$/.test(seed))) {
    throw new Error(`E2E_SHAPE_SEEDS must be comma-separated whole numbers (got "${raw}")`);
  }
  return seeds.map(Number);
}

/** The extra stack's port offset of the `index`-th seed: three ports each, from 60. */
export const stackOffset = (index: number) => 60 + 3 * index;

/** The API of a seed's stack, with the seed's choices to read its answers by. */
export function randomApi(stack: RunningStack, choices: Choices) {
  const api = sandboxApi(stack.ports);

  async function get(org: OrgKey, url: string | URL): Promise<Answer> {
    const target = new URL(url, api.API);
    return answerOf(target, await api.fetchAs(org, 'GET', target.href));
  }

  async function stateOf(id: number): Promise<unknown> {
    const order = await get('byggherre', `/services/v1/orders/${id}`);
    return isRecord(order.body) ? order.body['state'] : undefined;
  }

  /** A step, then the order read until it is in `state` (at once, or after a 202). */
  async function settledStep(org: OrgKey, id: number, transition: string, state: string) {
    const body = transition === 'quote' ? QUOTE : {};
    await api.as(org, 'POST', `/services/v1/orders/${id}/transitions/${transition}`, body);
    await expect.poll(() => stateOf(id), { timeout: 10_000 }).toBe(state);
  }

  /** Like `orderAt` of orders.support.ts, each step applied before the next. */
  async function orderAt(until: Until, name: string): Promise<number> {
    const id = await api.newOrder('byggherre', 'gjenbrukOslo', name);
    const target: number = ORDER_STATES.indexOf(until);
    if (target >= 1) await settledStep('byggherre', id, 'request-quote', 'REQUESTED');
    if (target >= 2) {
      await api.as('gjenbrukOslo', 'PUT', `/services/v1/orders/${id}/quote-details`, QUOTE);
      await settledStep('gjenbrukOslo', id, 'quote', 'QUOTED');
    }
    if (target >= 3) await settledStep('byggherre', id, 'accept', 'ACCEPTED');
    return id;
  }

  /**
   * Every item of a list, along its `next` links or continuation values, or page after page from
   * the seed's base.
   */
  async function allItems(org: OrgKey, path: string, key: string): Promise<unknown[]> {
    const items: unknown[] = [];
    const byNext =
      choices.nextLink !== 'none' ||
      choices.nextMember !== 'standard' ||
      choices.continuation !== 'none';
    if (byNext) {
      for (let url: URL | undefined = new URL(path, api.API); url !== undefined;) {
        const answer = await get(org, url);
        items.push(...itemsOf(answer.body, key, choices));
        url = nextOf(answer, choices);
      }
      return items;
    }
    for (let page = choices.pageBase; page < choices.pageBase + 100; page += 1) {
      const answer = await get(org, `${path}${path.includes('?') ? '&' : '?'}pageNumber=${page}`);
      const found = itemsOf(answer.body, key, choices);
      items.push(...found);
      if (found.length === 0) return items;
    }
    throw new Error(`more than 100 pages of ${path}`);
  }

  return { ...api, get, orderAt, allItems };
}

export function seedChoices(seed: number): Choices {
  return choicesFor(seed);
}
