/**
 * Request body limits, applied before anything reads a body (docs/decisions/0020):
 * - the API (Hono): `apiBodyLimit()` refuses by `Content-Length` at once and counts chunked
 *   bodies while they stream, stopping at the limit (only up to the limit is ever held);
 * - the identity provider (plain `node:http`): `refuseOversizedBody()` refuses by
 *   `Content-Length`; its form reader and oidc-provider's own parser count streamed bodies.
 * A refusal is 413 `BODY_TOO_LARGE`. `closeUnreadBodies()` (around both servers) then discards
 * whatever the client still sends, for at most a grace period, and closes the connection: closing
 * at once would reset it (unread data) and the client might never see the 413.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { problem } from './problem.ts';

/** The largest request body either server accepts (bytes). */
export const MAX_BODY_BYTES = 1024 * 1024;

const TOO_LARGE = {
  status: 413,
  code: 'BODY_TOO_LARGE',
  title: 'Request body too large',
} as const;

export function tooLargeDetail(maxBytes: number): string {
  return `The body may have at most ${maxBytes} bytes.`;
}

export function apiBodyLimit(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      problem(c, {
        ...TOO_LARGE,
        detail: tooLargeDetail(maxBytes),
      }),
  });
}

/** The declared body length, or undefined when there is none (chunked or no body). */
export function declaredLength(req: IncomingMessage): number | undefined {
  const header = req.headers['content-length'];
  if (header === undefined || req.headers['transfer-encoding'] !== undefined) return undefined;
  const length = Number(header);
  return Number.isFinite(length) ? length : undefined;
}

/** Sends a 413 problem; the rest of the body is never read (see `closeUnreadBodies`). */
export function sendTooLarge(res: ServerResponse, maxBytes: number): void {
  res.writeHead(413, { 'Content-Type': 'application/problem+json' });
  res.end(
    JSON.stringify({
      type: 'https://sandbox.invalid/problems/body-too-large',
      title: TOO_LARGE.title,
      status: 413,
      code: TOO_LARGE.code,
      detail: tooLargeDetail(maxBytes),
    }),
  );
}

/** True when the request was refused (413) because its `Content-Length` is over the limit. */
export function refuseOversizedBody(
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes = MAX_BODY_BYTES,
): boolean {
  const length = declaredLength(req);
  if (length === undefined || length <= maxBytes) return false;
  sendTooLarge(res, maxBytes);
  return true;
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** How long a client may go on sending a refused body (discarded, never held) before the close. */
export const UNREAD_BODY_GRACE_MS = 2000;

/**
 * Wraps a server's listener: when an answer is complete but the request body is not (a refused
 * body), Node discards the rest as it arrives; after `graceMs` the connection is closed.
 */
export function closeUnreadBodies(
  listener: RequestListener,
  graceMs = UNREAD_BODY_GRACE_MS,
): RequestListener {
  return (req, res) => {
    res.once('finish', () => {
      if (req.complete) return;
      const timer = setTimeout(() => req.socket.destroy(), graceMs);
      timer.unref();
      req.once('end', () => clearTimeout(timer));
      req.once('close', () => clearTimeout(timer));
      req.resume();
    });
    listener(req, res);
  };
}
