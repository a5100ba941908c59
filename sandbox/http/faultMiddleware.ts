/**
 * Applies `SANDBOX_FAULTS` (sandbox/http/faults.ts) to the API. Runs after CORS, so an injected
 * 500/503/429 carries the CORS headers a browser needs to read it; resets drop the TCP connection.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { createFaultPlan, type FaultSettings } from './faults.ts';
import { problem } from './problem.ts';

/** How long a hung request waits before its connection is dropped, unless the client leaves. */
const HANG_MS = 120_000;

const sleep = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** The Node request behind a Hono context (`@hono/node-server` passes it as `env.incoming`). */
function incomingOf(env: unknown): IncomingMessage | null {
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return null;
  const { incoming } = env;
  return typeof incoming === 'object' && incoming !== null && 'socket' in incoming
    ? (incoming as IncomingMessage) // checked just above: a Node request with its socket
    : null;
}

/** The Node response behind a Hono context (`env.outgoing`). */
function outgoingOf(env: unknown): ServerResponse | null {
  if (typeof env !== 'object' || env === null || !('outgoing' in env)) return null;
  const { outgoing } = env;
  return typeof outgoing === 'object' && outgoing !== null && 'setHeader' in outgoing
    ? (outgoing as ServerResponse) // checked just above: a Node response
    : null;
}

/**
 * With faults on, every answer (CORS preflights too, so register this before CORS) closes its
 * connection. A browser sends a request again by itself, POST included, when a *reused* idle
 * connection drops before the answer starts; on a fresh connection it reports the failure, as it
 * would on a real network. So the app meets the injected drops instead of the browser hiding them.
 */
export const closeEachConnection: MiddlewareHandler = async (c, next) => {
  outgoingOf(c.env)?.setHeader('Connection', 'close');
  await next();
};

export function faultMiddleware(settings: FaultSettings): MiddlewareHandler {
  const decide = createFaultPlan(settings);
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const decision = decide(c.req.path, c.req.method);
    await sleep(decision.delayMs);
    const drop = () => incomingOf(c.env)?.socket.destroy();
    switch (decision.kind) {
      case 'error':
        return problem(c, {
          status: decision.status,
          code: decision.status === 503 ? 'FAULT_UNAVAILABLE' : 'FAULT_INTERNAL',
          title: 'Injected fault (SANDBOX_FAULTS): the request was not handled',
        });
      case 'rate-limited':
        return problem(c, {
          status: 429,
          code: 'RATE_LIMITED',
          title: 'Too many requests (SANDBOX_FAULTS)',
          headers: { 'Retry-After': String(decision.retryAfterSeconds) },
        });
      case 'reset-before':
        drop();
        return c.body(null, 500);
      case 'hang':
        // No answer until the client gives up (or a long minute), then the connection is dropped.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, HANG_MS);
          incomingOf(c.env)?.socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        drop();
        return c.body(null, 500);
      case 'lose-answer':
        // The request is handled in full (a change is applied), then the answer is lost.
        await next();
        drop();
        return;
      case 'pass':
        return next();
    }
  };
}
