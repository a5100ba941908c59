/**
 * When to renew an access token: a margin before expiry of a quarter of its lifetime,
 * at least 5 s and at most 60 s (a 5-minute token renews 60 s early, a 20 s token 5 s early).
 */
export function renewalDelayMs(expiresInSeconds: number, lifetimeSeconds: number): number {
  const margin = Math.min(60, Math.max(5, lifetimeSeconds * 0.25));
  return Math.max(1000, Math.round((expiresInSeconds - margin) * 1000));
}

/** A token this close to expiry is renewed before it is sent (seconds). */
export const MIN_REMAINING_SECONDS = 5;
