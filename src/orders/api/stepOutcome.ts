import type { QueryClient } from '@tanstack/react-query';
import { refusalAfter, type Offered } from '../model/refusal';
import { visibleVersion } from '../model/version';
import { orderKeys } from './keys';
import { orderQueryOptions } from './orders';
import type { Order } from './schemas';

/**
 * A step's outcome is read from the server, never assumed (docs/platform-contract.md 3): any 2xx
 * (200 with or without a body, 201, 202 Accepted, 204) only says the step was taken in. The order
 * is read again; while its state and links have not moved, the step is being processed, and the
 * order is read again after each of these waits (about 30 s in all), then given up on, saying so.
 */
export const STEP_READ_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000] as const;

export type StepOutcome =
  /** The order as read after the step, moved from what it was before. */
  | { kind: 'applied'; order: Order }
  /** Taken in, not applied within the waits: the platform may still apply it later. */
  | { kind: 'processing' }
  /** Taken in; the order could not be read again, so where it stands is not known. */
  | { kind: 'unread'; error: unknown };

export interface StepOutcomeOptions {
  /** Called once the first read shows the order unmoved: the step is being processed. */
  onProcessing?: (() => void) | undefined;
  delaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reads the order (fresh) until it has moved from `before`, with back-off (see above). */
export async function readStepOutcome(
  client: QueryClient,
  organizationId: string,
  orderId: number,
  before: Order | undefined,
  options: StepOutcomeOptions = {},
): Promise<StepOutcome> {
  const { delaysMs = STEP_READ_DELAYS_MS, sleep = defaultSleep } = options;
  const seen = before === undefined ? undefined : visibleVersion(before);
  const read = () => readOrderNow(client, organizationId, orderId);
  try {
    let order = await read();
    if (seen === undefined || visibleVersion(order) !== seen) return { kind: 'applied', order };
    options.onProcessing?.();
    for (const delay of delaysMs) {
      await sleep(delay);
      order = await read();
      if (visibleVersion(order) !== seen) return { kind: 'applied', order };
    }
    return { kind: 'processing' };
  } catch (error) {
    return { kind: 'unread', error };
  }
}

/** The order as the server has it now (read fresh, into the cache the page shows). */
export const readOrderNow = (client: QueryClient, organizationId: string, orderId: number) =>
  client.query({ ...orderQueryOptions(organizationId, orderId), staleTime: 0 });

/**
 * A refused step read by what it means (`refusalAfter`, model/refusal.ts): the order is read again
 * now, so the page shows it as it is, and a step it no longer offers is the order having changed
 * meanwhile, whatever the status (400, 409, 412, 422…) or the body. Not a refusal, or the order
 * unreadable: the error as it was.
 */
export async function readRefusal(
  client: QueryClient,
  organizationId: string,
  orderId: number,
  error: unknown,
  offered: Offered,
): Promise<unknown> {
  const after = await readOrderNow(client, organizationId, orderId).catch(() => undefined);
  return refusalAfter(error, after, offered);
}

/** The order as cached before a step, to tell whether the step moved it. */
export const cachedOrder = (client: QueryClient, organizationId: string, orderId: number) =>
  client.getQueryData<Order>(orderKeys.detail(organizationId, orderId));
