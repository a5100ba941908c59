/** How a quote's `quoteValidUntil` stands today (UTC calendar dates; valid through its last day). */
export type QuoteValidity =
  | { kind: 'none' }
  | { kind: 'valid'; until: string }
  | { kind: 'soon'; until: string; days: number }
  | { kind: 'expired'; until: string };

/** Warn when the quote runs out within this many days (today included). */
export const QUOTE_WARNING_DAYS = 3;

export function quoteValidity(until: string | null | undefined, today: string): QuoteValidity {
  if (!until || !/^\d{4}-\d{2}-\d{2}$/.test(until)) return { kind: 'none' };
  const days = Math.round(
    (Date.parse(`${until}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
  if (Number.isNaN(days)) return { kind: 'none' };
  if (days < 0) return { kind: 'expired', until };
  if (days <= QUOTE_WARNING_DAYS) return { kind: 'soon', until, days };
  return { kind: 'valid', until };
}
