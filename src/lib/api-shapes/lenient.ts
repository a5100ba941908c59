import * as v from 'valibot';
import { isRecord } from '../isRecord';

/** What was already reported: one line per record kind, key and type for the whole session. */
const reported = new Set<string>();

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/**
 * An optional field the app could not read: one `console.warn` per record kind, key and type
 * (never the value, so never a name, an id or a token). The field is then left out or shown as
 * "not readable"; it never fails the page.
 */
export function reportUnreadableField(what: string, key: string, value: unknown): void {
  const line = `${what}: the field ${key} came as ${typeOf(value)} and could not be read; left out`;
  if (reported.has(line)) return;
  reported.add(line);
  console.warn(line);
}

/**
 * An optional field read leniently: absent or null is undefined, a value that fits `schema` is
 * read, anything else is reported ({@link reportUnreadableField}) and read as undefined. Use it for
 * every field a view can do without; only the fields a view needs are validated strictly.
 */
export function lenient<TSchema extends v.GenericSchema>(
  what: string,
  key: string,
  schema: TSchema,
) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): v.InferOutput<TSchema> | undefined => {
        if (value === undefined || value === null) return undefined;
        const parsed = v.safeParse(schema, value);
        if (parsed.success) return parsed.output;
        reportUnreadableField(what, key, value);
        return undefined;
      }),
    ),
  );
}

/** A field found under one of several spellings. */
export type Found<T> =
  | { kind: 'value'; key: string; value: T }
  /** Present under `key` but in a shape the reader does not know: show "not readable". */
  | { kind: 'unreadable'; key: string }
  | { kind: 'absent' };

/**
 * The first of `spellings` present (not null) on `record`, read with `schema`. A present value
 * that does not fit is `unreadable` (and reported), never absent: unread is not empty.
 */
export function findField<TSchema extends v.GenericSchema>(
  what: string,
  record: Record<string, unknown>,
  spellings: readonly string[],
  schema: TSchema,
): Found<v.InferOutput<TSchema>> {
  let unreadableKey: string | undefined;
  for (const key of spellings) {
    const value = record[key];
    if (value === undefined || value === null) continue;
    const parsed = v.safeParse(schema, value);
    if (parsed.success) return { kind: 'value', key, value: parsed.output };
    reportUnreadableField(what, key, value);
    unreadableKey ??= key;
  }
  return unreadableKey === undefined
    ? { kind: 'absent' }
    : { kind: 'unreadable', key: unreadableKey };
}

/** The value of a {@link Found}, or undefined when absent or unreadable. */
export const valueOf = <T>(found: Found<T>): T | undefined =>
  found.kind === 'value' ? found.value : undefined;

/** Lenient entries: each optional field read with {@link lenient}. */
function lenientEntries<TOptional extends Record<string, v.GenericSchema>>(
  what: string,
  optional: TOptional,
) {
  const entries: Partial<{ [K in keyof TOptional]: ReturnType<typeof lenient<TOptional[K]>> }> = {};
  for (const key of Object.keys(optional) as (keyof TOptional & string)[]) {
    const schema = optional[key];
    if (schema !== undefined) entries[key] = lenient(what, key, schema);
  }
  return entries as { [K in keyof TOptional]: ReturnType<typeof lenient<TOptional[K]>> };
}

/** A flag: a field whose schema takes a boolean (`v.boolean()`, or a union with one). */
const isFlag = (schema: v.GenericSchema): boolean =>
  schema.expects.split(/[\s|()]+/).includes('boolean');

/**
 * A record read the one way the app reads records (docs/decisions/0110): the `required` fields
 * (what the view needs) validated strictly, every `optional` field read with {@link lenient}, any
 * other field passed through. The result names the optional fields that were sent but could not be
 * read (`unreadableFields`), so that a view shows them as "not readable", never as empty. A flag
 * left out (absent or null) is false, as JSON writers that omit defaults mean it (proto3 JSON).
 */
export function lenientRecord<
  TRequired extends v.ObjectEntries,
  TOptional extends Record<string, v.GenericSchema>,
>(what: string, required: TRequired, optional: TOptional) {
  const inner = v.looseObject({ ...lenientEntries(what, optional), ...required });
  const optionalKeys = Object.keys(optional);
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const raw = dataset.value;
      const parsed = v.safeParse(inner, raw);
      if (!parsed.success) {
        for (const issue of parsed.issues) addIssue({ message: issue.message, path: issue.path });
        return NEVER;
      }
      const sent = isRecord(raw) ? raw : {};
      const output: Record<string, unknown> = parsed.output;
      const isSent = (key: string) => sent[key] !== undefined && sent[key] !== null;
      const unreadableFields = optionalKeys.filter(
        (key) => isSent(key) && output[key] === undefined,
      );
      for (const key of optionalKeys) {
        const schema = optional[key];
        if (!isSent(key) && schema !== undefined && isFlag(schema)) output[key] = false;
      }
      const read: typeof parsed.output & { unreadableFields?: readonly string[] } = {
        ...parsed.output,
        unreadableFields,
      };
      return read;
    }),
  );
}

/**
 * Keys our readers add to a record (never a field the server sent): a view that lists a record's
 * fields leaves them out, so a person never reads a key of ours.
 */
export const READER_KEYS: ReadonlySet<string> = new Set(['unreadableFields']);

/** Whether `key` of a record read with {@link lenientRecord} was sent but could not be read. */
export const wasUnreadable = (
  record: { unreadableFields?: readonly string[] } | null | undefined,
  key: string,
): boolean => record?.unreadableFields?.includes(key) ?? false;
