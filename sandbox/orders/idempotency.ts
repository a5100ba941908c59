/**
 * Idempotent order creation (docs/decisions/0080, the IETF draft "The Idempotency-Key HTTP Header
 * Field"): `POST /orders` with `Idempotency-Key` creates at most one draft per key and organisation
 * within 24 hours. A repeat with the same body answers the order created first; the same key with
 * another body is refused with 422 `IDEMPOTENCY_KEY_REUSED`. Without the header nothing changes.
 */
import { createHash } from 'node:crypto';
import { ProblemError } from '../http/problem.ts';
import type { Queryable } from '../store/db.ts';

/** How long a key is remembered (the draft leaves it to the server; 24 h is the common choice). */
const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export interface IdempotencyClaim {
  /** The key as the client sent it, without the quotes of the structured-field string. */
  key: string;
  /** SHA-256 of the request body in canonical JSON (object keys sorted). */
  fingerprint: string;
}

function invalidIdempotencyKey(): ProblemError {
  return new ProblemError({
    status: 400,
    code: 'INVALID_IDEMPOTENCY_KEY',
    title: 'The Idempotency-Key header is not valid',
    detail: `Send a string of 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters, e.g. "8e03978e-40d5-43e8-bc93-6894a57f9324".`,
  });
}

function idempotencyKeyReused(): ProblemError {
  return new ProblemError({
    status: 422,
    code: 'IDEMPOTENCY_KEY_REUSED',
    title: 'This Idempotency-Key was used with another request body',
    detail: 'An order was already created with this key from a different body; use a new key.',
  });
}

/**
 * The key of an `Idempotency-Key` header: an RFC 8941 string (`"…"`, as the draft writes it) or,
 * as many servers accept, the bare value. Undefined without the header; 400 when it is malformed.
 */
export function parseIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const raw = header.trim();
  let key = raw;
  if (raw.startsWith('"')) {
    if (raw.length < 2 || !raw.endsWith('"')) throw invalidIdempotencyKey();
    const inner = raw.slice(1, -1);
    if (/(^|[^\\])"/.test(inner) || /\\(?!["\\])/.test(inner)) throw invalidIdempotencyKey();
    key = inner.replace(/\\(["\\])/g, '$1');
  }
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\x20-\x7e]+$/.test(key))
    throw invalidIdempotencyKey();
  return key;
}

/** JSON with every object's keys sorted: two bodies that differ only in order or spacing match. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

export function bodyFingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/**
 * The row of the order created earlier with this key by this organisation (forgetting keys older
 * than the TTL), or null. Refuses a key used with another body. The key's order always exists: its
 * row is deleted with the order (ON DELETE CASCADE).
 */
export async function findIdempotentCreate<OrderRow>(
  tx: Queryable,
  organizationId: string,
  claim: IdempotencyClaim,
  now: Date,
): Promise<OrderRow | null> {
  await tx.query('DELETE FROM idempotency_keys WHERE created_at < $1::timestamptz', [
    new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString(),
  ]);
  const found = await tx.query<OrderRow & { key_fingerprint: string }>(
    `SELECT orders.*, keys.fingerprint AS key_fingerprint
     FROM idempotency_keys keys JOIN orders ON orders.id = keys.order_id
     WHERE keys.organization_id = $1 AND keys.key = $2`,
    [organizationId, claim.key],
  );
  const row = found.rows[0];
  if (row === undefined) return null;
  if (row.key_fingerprint !== claim.fingerprint) throw idempotencyKeyReused();
  return row;
}

export async function rememberIdempotentCreate(
  tx: Queryable,
  organizationId: string,
  claim: IdempotencyClaim,
  orderId: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO idempotency_keys (organization_id, key, fingerprint, order_id, created_at)
     VALUES ($1, $2, $3, $4, $5::timestamptz)`,
    [organizationId, claim.key, claim.fingerprint, orderId, now.toISOString()],
  );
}
