import type { Solution } from '../api/schemas';

const KNOWN = new Set([
  'id',
  'name',
  'description',
  'type',
  'module',
  'organizationId',
  'organizationName',
  'categoryId',
  'categoryName',
  'providerLocation',
  'co2eData',
  'functionalUnit',
]);

/** Fields the record holds beyond the spec's (the API may add some), as readable text. */
export function extraFields(solution: Solution): [string, string][] {
  return Object.entries(solution)
    .filter(([key, value]) => !KNOWN.has(key) && value !== undefined && value !== null)
    .map(([key, value]) => [
      key,
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value),
    ]);
}
