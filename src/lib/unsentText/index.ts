import * as v from 'valibot';

/**
 * Text a person typed and has not sent yet, kept in `sessionStorage` (this tab only) so that it
 * survives a re-sign-in redirect. Only the typed text goes in, under a key naming what it belongs
 * to (e.g. the order id): never a token, a user or an organisation id. Cleared once sent.
 */
const PREFIX = 'circular.typed.';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null; // storage disabled: typed text then lives in component state only
  }
}

/** The typed text kept under `key`, if it still matches `schema`. */
export function readTyped<T>(key: string, schema: v.GenericSchema<unknown, T>): T | null {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (!raw) return null;
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function keepTyped(key: string, value: unknown): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // full or disabled: the text stays in component state
  }
}

export function forgetTyped(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // disabled: nothing was kept
  }
}
