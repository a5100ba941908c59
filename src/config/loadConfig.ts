import * as v from 'valibot';
import { appConfigSchema, type AppConfig } from './schema';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    message: string,
    readonly issues: readonly string[] = [],
  ) {
    super(message);
  }
}

/** Turns valibot issues into readable "path: message" lines. */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

export function parseConfig(raw: unknown): AppConfig {
  const result = v.safeParse(appConfigSchema, raw);
  if (!result.success) {
    throw new ConfigError('config.json is invalid', describeIssues(result.issues));
  }
  return result.output;
}

/** Fetches and validates /config.json before the app renders. */
export async function loadConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<AppConfig> {
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
  return parseConfig(body);
}
