import { dateTimesSpeakingOf } from '../../lib/api-shapes';
import { isRecord } from '../../lib/isRecord';

/**
 * An order's creation and last-change times (spec 2.1: "other order fields: not shown"), found by
 * meaning (docs/platform-contract.md 3): the date-time member whose name speaks of creating
 * (`created`, `createdAt`, `insertedAt`, `dateCreated`, `creationTime`, `addedOn`…) and the one whose
 * name speaks of changing (`lastModified`, `updatedOn`, `dateModified`, `changedAt`, `editedAt`…).
 * A name that speaks of who (`createdBy`, `lastModifiedUser`) holds no time.
 */
const CREATED = ['creat', 'insert', 'add', 'added', 'regist'];
const CHANGED = ['updat', 'modif', 'chang', 'last', 'edit', 'revis', 'alter'];
const WHO = ['by', 'user', 'id', 'name', 'actor', 'author', 'editor', 'creator', 'modifier'];

/**
 * The order with its times under `createdAt` and `updatedAt`, the names the views read; a member
 * already under those names is kept as it is (read, or shown as "not readable").
 */
export function withOrderTimes(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const created =
    raw['createdAt'] === undefined
      ? dateTimesSpeakingOf(raw, CREATED, [...CHANGED, ...WHO])[0]
      : undefined;
  const changed =
    raw['updatedAt'] === undefined
      ? dateTimesSpeakingOf(raw, CHANGED, [...CREATED, ...WHO])[0]
      : undefined;
  const moved = new Map<string, string>();
  if (created) moved.set(created.key, 'createdAt');
  if (changed) moved.set(changed.key, 'updatedAt');
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [moved.get(key) ?? key, value]),
  );
}
