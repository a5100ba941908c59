/**
 * Orders asked together (decision 0177). The spec keeps only an order's `name` and lines for sure
 * (other fields: not shown), so the request survives on any server in the name: the name the
 * customer typed, a short mark people can read and say (`#K7P3X`), then the provider. Where the
 * server also keeps the `requestReference` field sent with the create, that field wins (a draft
 * renamed later stays in its request).
 */

/** Letters and digits nobody confuses (no 0/O, 1/I/L): a mark read aloud or typed is the same. */
const MARK_SIGNS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const MARK_LENGTH = 5;
/** The shared name, the mark, then the provider (or nothing): `Bryggen chairs #K7P3X – Ombruk`. */
const IN_NAME = new RegExp(`^(.*?\\S)\\s+#([${MARK_SIGNS}]{${MARK_LENGTH}})(?:\\s+–\\s|$)`);

/** A new mark: 31^5 (about 29 million) marks, so two open requests of one customer never meet. */
export function newRequestMark(random: (size: number) => Uint8Array = randomBytes): string {
  return [...random(MARK_LENGTH)].map((byte) => MARK_SIGNS[byte % MARK_SIGNS.length]).join('');
}

function randomBytes(size: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(size));
}

/** The name of one order of a request: the shared name, the mark, the provider. */
export function requestOrderName(shared: string, mark: string, provider: string): string {
  return `${shared} #${mark} – ${provider}`;
}

/** The request an order belongs to: its mark, and the shared name when the order's name holds it. */
export interface OrderRequest {
  mark: string;
  name: string | undefined;
}

/**
 * The request of an order, from its `requestReference` when the server kept it, else from its
 * name; null for an order made on its own. The shared name is read from the name only when the
 * name carries the same mark.
 */
export function requestOf(order: {
  name?: string;
  requestReference?: string;
}): OrderRequest | null {
  const parsed = IN_NAME.exec(order.name ?? '');
  const fromName = parsed?.[2];
  const field = order.requestReference?.trim();
  const mark = field !== undefined && field !== '' ? field : fromName;
  if (mark === undefined) return null;
  return { mark, name: fromName === mark ? parsed?.[1] : undefined };
}
