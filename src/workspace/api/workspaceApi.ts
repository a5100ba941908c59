import type { HttpClient } from '../../lib/http';

/** What every workspace call needs: the one HTTP client, the API bases and the chosen organisation. */
export interface WorkspaceApi {
  client: HttpClient;
  /** `catalogueBaseUrl` from config, e.g. `http://127.0.0.1:8080/orgadmin/v1`. */
  catalogueBaseUrl: string;
  /** `ordersBaseUrl` from config, e.g. `http://127.0.0.1:8080/services/v1`. */
  ordersBaseUrl: string;
  /** Goes into `X-auth-owner` (through the HTTP client) and into every query key. */
  organizationId: string;
}

export const trimSlash = (url: string) => url.replace(/\/+$/, '');
