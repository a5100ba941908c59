/**
 * Order times and history entries of `SANDBOX_SHAPES=random` under other names and shapes (spec
 * 2.1 "other order fields" and 2.5 "fields of these entries": not shown), each a pure function of
 * one record in the sandbox's own shape (docs/platform-contract.md 5).
 */
import { isRecord, type Json } from '../rewrite.ts';
import { QUOTE_FIELDS } from '../../orders/types.ts';
import type { Choices } from './choices.ts';

const rename = (record: Record<string, unknown>, names: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [names[key] ?? key, value]));

/**
 * Every order's `createdAt` and `updatedAt` under the chosen names (`created`/`lastModified`:
 * ASP.NET Core entities; `insertedAt`/`updatedOn`: Ecto, Hibernate's `@UpdateTimestamp` fields;
 * `dateCreated`/`dateModified`: schema.org, Grails).
 */
export function withOrderTimes(body: Json, choice: Choices['orderTimes']): Json {
  if (Array.isArray(body)) return body.map((item: unknown) => withOrderTimes(item, choice));
  if (!isRecord(body)) return body;
  const [created = 'createdAt', changed = 'updatedAt'] = choice.split('-');
  const inner = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      key === '_links' ? value : withOrderTimes(value, choice),
    ]),
  );
  const isOrder = 'state' in body && 'createdAt' in body;
  return isOrder ? rename(inner, { createdAt: created, updatedAt: changed }) : inner;
}

/** The actor `{ userId, name, organizationId, role }` as the chosen stack writes who. */
function actorIn(actor: unknown, choice: Choices['historyActor']): Record<string, unknown> {
  const { userId, name, organizationId, role } = isRecord(actor) ? actor : {};
  switch (choice) {
    case 'object':
      return { actor };
    case 'display-name':
      // Jira: `author: { accountId, name (the login), displayName }`.
      return {
        author: { accountId: userId, name: userId, displayName: name, organizationId, role },
      };
    case 'text':
      return { changedBy: name };
    case 'unnamed':
      // Only the token's subject and the role: a server that keeps no names.
      return { userId, role };
  }
}

/** The parts every history entry shares: the time under the chosen name, the actor as chosen. */
function commonIn(entry: Record<string, unknown>, choices: Choices): Record<string, unknown> {
  const { actor, occurredAt, ...rest } = entry;
  return { ...rest, ...actorIn(actor, choices.historyActor), [choices.historyTime]: occurredAt };
}

/** A state-history entry under the chosen names. */
export function stateEntryIn(entry: unknown, choices: Choices): unknown {
  if (!isRecord(entry)) return entry;
  const { notes, ...rest } = commonIn(entry, choices);
  return { ...rest, [choices.historyNotes]: notes };
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const snake = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** `quotedPrice` as the chosen stack names it: `QuoteDetails.QuotedPrice`, a JSON Pointer… */
export function fieldPathIn(field: string, choice: Choices['fieldPath']): string {
  const path = (QUOTE_FIELDS as readonly string[]).includes(field)
    ? ['quoteDetails', field]
    : [field];
  switch (choice) {
    case 'name':
      return field;
    case 'dotted-pascal':
      return path.map(capital).join('.');
    case 'dotted-snake':
      return path.map(snake).join('.');
    case 'pointer':
      return `/${path.join('/')}`;
  }
}

/**
 * A change-history entry under the chosen names: Hibernate Envers' and Javers' `property`,
 * `previous`/`current`; JSON Patch's `path` with `from`/`to`; Audited's `attribute`,
 * `before`/`after`; or PaperTrail's `{ field: [old, new] }`.
 */
export function changeEntryIn(entry: unknown, choices: Choices): unknown {
  if (!isRecord(entry)) return entry;
  const { field, oldValue, newValue, ...rest } = commonIn(entry, choices);
  const name = typeof field === 'string' ? field : 'field';
  if (choices.fieldChange === 'field-pair') return { ...rest, [name]: [oldValue, newValue] };
  const [fieldKey = 'field', oldKey = 'oldValue', newKey = 'newValue'] =
    choices.fieldChange.split('-');
  return {
    ...rest,
    [fieldKey]: fieldPathIn(name, choices.fieldPath),
    [oldKey]: oldValue,
    [newKey]: newValue,
  };
}
