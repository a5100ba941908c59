/**
 * Hand-written seed tables live as JSON in `./data/` (they are data, not code); this module reads
 * one and checks it against a valibot schema, so that a typo in a table fails at start-up with the
 * file and the path of the bad value instead of producing odd records.
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';

/** Reads `./data/<file>` and returns it parsed by `schema`; throws naming the file on a mismatch. */
export function readSeedTable<TSchema extends v.GenericSchema>(
  file: string,
  schema: TSchema,
): v.InferOutput<TSchema> {
  const text = readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8');
  const result = v.safeParse(schema, JSON.parse(text));
  if (!result.success) throw new Error(`Seed table ${file}: ${v.summarize(result.issues)}`);
  return result.output;
}
