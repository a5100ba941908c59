/**
 * Query parameters of `GET /solutions` (spec 4.2, docs/platform-contract.md 2.6), validated into a
 * `SolutionQuery` or a list of field errors for a 400 `INVALID_PARAMETER` problem.
 */
import type { ProblemFieldError } from '../http/problem.ts';
import { SOLUTION_TYPES, type SolutionType } from '../store/seed/types.ts';
import type { CategoryMatch, SolutionQuery } from './search-index.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const CATEGORY_MATCHES: readonly CategoryMatch[] = ['ancestors', 'descendants', 'exact'];

export type ParseResult =
  { ok: true; query: SolutionQuery } | { ok: false; errors: ProblemFieldError[] };

function isSolutionType(value: string): value is SolutionType {
  return SOLUTION_TYPES.some((type) => type === value);
}

function isCategoryMatch(value: string): value is CategoryMatch {
  return CATEGORY_MATCHES.some((match) => match === value);
}

/** Reads one parameter; a repeated parameter uses its last value (organizationIds: all). */
type Params = URLSearchParams;

function last(params: Params, name: string): string | undefined {
  const values = params.getAll(name);
  return values.length === 0 ? undefined : values[values.length - 1];
}

function integer(
  params: Params,
  name: string,
  fallback: number,
  min: number,
  max: number,
  errors: ProblemFieldError[],
): number {
  const raw = last(params, name)?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw)) {
    errors.push({ field: name, code: 'NOT_AN_INTEGER' });
    return fallback;
  }
  const value = Number(raw);
  if (value < min || value > max) {
    errors.push({ field: name, code: 'OUT_OF_RANGE' });
    return fallback;
  }
  return value;
}

function coordinate(
  params: Params,
  name: string,
  limit: number,
  errors: ProblemFieldError[],
): number | undefined {
  const raw = last(params, name)?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(raw)) {
    errors.push({ field: name, code: 'NOT_A_NUMBER' });
    return undefined;
  }
  const value = Number(raw);
  if (!Number.isFinite(value) || value < -limit || value > limit) {
    errors.push({ field: name, code: 'OUT_OF_RANGE' });
    return undefined;
  }
  return value;
}

function solutionType(
  params: Params,
  name: string,
  errors: ProblemFieldError[],
): SolutionType | undefined {
  const raw = last(params, name)?.trim();
  if (raw === undefined || raw === '') return undefined;
  if (!isSolutionType(raw)) {
    errors.push({ field: name, code: 'UNKNOWN_VALUE' });
    return undefined;
  }
  return raw;
}

export function parseSolutionQuery(params: Params): ParseResult {
  const errors: ProblemFieldError[] = [];

  const categoryRaw = last(params, 'category')?.trim();
  const category = categoryRaw === undefined || categoryRaw === '' ? undefined : categoryRaw;

  const matchRaw = last(params, 'categoryMatch')?.trim();
  let categoryMatch: CategoryMatch = 'ancestors';
  if (matchRaw !== undefined && matchRaw !== '') {
    if (isCategoryMatch(matchRaw)) categoryMatch = matchRaw;
    else errors.push({ field: 'categoryMatch', code: 'UNKNOWN_VALUE' });
  }

  const type = solutionType(params, 'type', errors);
  const excludeType = solutionType(params, 'excludeType', errors);

  const organizationValues = params
    .getAll('organizationIds')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  // An empty `organizationIds=` means no provider filter (as if absent).
  const organizationIds = organizationValues.length > 0 ? organizationValues : undefined;

  const minLatitude = coordinate(params, 'minLatitude', 90, errors);
  const maxLatitude = coordinate(params, 'maxLatitude', 90, errors);
  const minLongitude = coordinate(params, 'minLongitude', 180, errors);
  const maxLongitude = coordinate(params, 'maxLongitude', 180, errors);
  if (minLatitude !== undefined && maxLatitude !== undefined && minLatitude > maxLatitude) {
    errors.push({ field: 'minLatitude', code: 'GREATER_THAN_MAX' });
  }
  if (minLongitude !== undefined && maxLongitude !== undefined && minLongitude > maxLongitude) {
    errors.push({ field: 'minLongitude', code: 'GREATER_THAN_MAX' });
  }

  const pageNumber = integer(params, 'pageNumber', 0, 0, 1_000_000, errors);
  const pageSize = integer(params, 'pageSize', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE, errors);

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    query: {
      categoryMatch,
      pageNumber,
      pageSize,
      ...(category === undefined ? {} : { category }),
      ...(type === undefined ? {} : { type }),
      ...(excludeType === undefined ? {} : { excludeType }),
      ...(organizationIds === undefined ? {} : { organizationIds }),
      ...(minLatitude === undefined ? {} : { minLatitude }),
      ...(maxLatitude === undefined ? {} : { maxLatitude }),
      ...(minLongitude === undefined ? {} : { minLongitude }),
      ...(maxLongitude === undefined ? {} : { maxLongitude }),
    },
  };
}
