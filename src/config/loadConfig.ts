import { CONFIG_URL } from './configUrl';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    message: string,
    readonly issues: readonly string[] = [],
  ) {
    super(message);
  }
}

/**
 * Fetches /config.json before the app renders; `parseConfig` (parseConfig.ts) validates it. Apart,
 * so that the entry fetches it without the schema, which loads beside it (src/main.tsx).
 */
export async function fetchConfig(
  url = CONFIG_URL,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch {
    throw new ConfigError(`config.json could not be loaded from ${url}`);
  }
  if (!response.ok) {
    throw new ConfigError(`config.json could not be loaded from ${url} (HTTP ${response.status})`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigError('config.json is not valid JSON');
  }
  return body;
}
