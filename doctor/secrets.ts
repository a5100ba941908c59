/**
 * Spec 5.3: a token, a secret or an organisation id never appears in the doctor's output, its JSON
 * or a log. Every text the doctor prints passes through {@link redact} with the secrets of the run.
 */

const MASKS = { secret: '‹secret›', token: '‹token›', organization: '‹organisation›' } as const;

export interface Secrets {
  secret?: string | undefined;
  token?: string | undefined;
  organizations?: readonly string[] | undefined;
}

/** `text` with every secret of the run replaced by a mask (also URL-encoded forms). */
export function redact(text: string, secrets: Secrets): string {
  const pairs: [string, string][] = [];
  if (secrets.secret) pairs.push([secrets.secret, MASKS.secret]);
  if (secrets.token) pairs.push([secrets.token, MASKS.token]);
  for (const id of secrets.organizations ?? []) if (id !== '') pairs.push([id, MASKS.organization]);
  let out = text;
  // Longest first, so a secret containing another is masked whole.
  for (const [value, mask] of pairs.sort((a, b) => b[0].length - a[0].length)) {
    out = out.split(value).join(mask).split(encodeURIComponent(value)).join(mask);
  }
  return out;
}
