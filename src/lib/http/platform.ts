import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from './client';

/**
 * The platform as every query and mutation reaches it: the one HTTP client and the two API bases
 * from `config.json`. It is bound to the app's `QueryClient`, so a `queryFn` or `mutationFn` takes it
 * from its own context (`({ client }) => platformOf(client)`) instead of closing over it. Query
 * options then depend only on what their key names, and no factory takes the client as an argument.
 */
export interface Platform {
  http: HttpClient;
  /** `catalogueBaseUrl` from config, without a trailing slash, e.g. `http://127.0.0.1:8080/orgadmin/v1`. */
  catalogueBaseUrl: string;
  /** `ordersBaseUrl` from config, without a trailing slash, e.g. `http://127.0.0.1:8080/services/v1`. */
  ordersBaseUrl: string;
  /**
   * Our organisation under the id sent in `X-auth-owner`, with the alias and name the token gave
   * it, so that a query recognises it however an answer writes it (`sameOrganization`); absent
   * (tests, no session): the id alone.
   */
  organization?:
    ((id: string) => { id: string; alias?: string; name?: string } | undefined) | undefined;
}

const platforms = new WeakMap<QueryClient, Platform>();

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Binds the platform to a query client (once, in `createAppServices`; tests bind their own). */
export function bindPlatform(queryClient: QueryClient, platform: Platform): void {
  platforms.set(queryClient, {
    http: platform.http,
    catalogueBaseUrl: trimSlash(platform.catalogueBaseUrl),
    ordersBaseUrl: trimSlash(platform.ordersBaseUrl),
    organization: platform.organization,
  });
}

/** The platform bound to this query client; a programming error when none is. */
export function platformOf(queryClient: QueryClient): Platform {
  const platform = platforms.get(queryClient);
  if (!platform) throw new Error('No platform is bound to this QueryClient (see bindPlatform).');
  return platform;
}

/** Our organisation as a query knows it: the one with this id in the session, else the id alone. */
export const ourOrganization = (queryClient: QueryClient, id: string) =>
  platformOf(queryClient).organization?.(id) ?? id;
