/** Helpers of the HTTP client's tests: a JSON answer and a client on a fake `fetch`. */
import { createHttpClient } from './client';

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** An answer that fetch reports as having followed a redirect to another origin. */
export function redirectedToEvil() {
  const response = jsonResponse(200, { ok: true });
  Object.defineProperty(response, 'redirected', { value: true });
  Object.defineProperty(response, 'url', { value: 'http://evil.test/collect' });
  return response;
}

export const credentials = { accessToken: 'secret-token', organizationId: 'org-1' };

/** A client for `http://api.test` (signed in, Bokmål) that never waits. */
export function testClient(fetchImpl: typeof fetch) {
  return createHttpClient({
    apiOrigins: ['http://api.test'],
    getLanguage: () => 'nb',
    getCredentials: () => Promise.resolve(credentials),
    fetch: fetchImpl,
    sleep: () => Promise.resolve(),
  });
}
