import * as v from 'valibot';
import { ConfigError } from './loadConfig';
import { appConfigSchema, type AppConfig } from './schema';

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
