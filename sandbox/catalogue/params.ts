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

/** A present value read as `T`, or the error code it is refused with. */
type Reading<T> = { value: T } | { code: string };

/**
 * The last value of `name`, trimmed: absent or blank → undefined; refused by `convert` → an error
 * for `name` (with the code `convert` gives) and undefined.
 */
function read<T>(
  params: Params,
  name: string,
  errors: ProblemFieldError[],
  convert: (raw: string) => Reading<T>,
): T | undefined {
  const raw = last(params, name)?.trim();
  if (raw === undefined || raw === '') return undefined;
  const reading = convert(raw);
  if ('code' in reading) {
    errors.push({ field: name, code: reading.code });
    return undefined;
  }
  return reading.value;
}

/** A number between `min` and `max`, or `OUT_OF_RANGE`. */
function inRange(value: number, min: number, max: number): Reading<number> {
  return Number.isFinite(value) && value >= min && value <= max
    ? { value }
    : { code: 'OUT_OF_RANGE' };
}

function integer(
  params: Params,
  name: string,
  fallback: number,
  min: number,
  max: number,
  errors: ProblemFieldError[],
): number {
  const value = read(params, name, errors, (raw) =>
    /^-?\d+$/.test(raw) ? inRange(Number(raw), min, max) : { code: 'NOT_AN_INTEGER' },
  );
  return value ?? fallback;
}

function coordinate(
  params: Params,
  name: string,
  limit: number,
  errors: ProblemFieldError[],
): number | undefined {
  return read(params, name, errors, (raw) =>
    /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(raw)
      ? inRange(Number(raw), -limit, limit)
      : { code: 'NOT_A_NUMBER' },
  );
}

function solutionType(
  params: Params,
  name: string,
  errors: ProblemFieldError[],
): SolutionType | undefined {
  return read(params, name, errors, (raw) =>
    isSolutionType(raw) ? { value: raw } : { code: 'UNKNOWN_VALUE' },
  );
}

export function parseSolutionQuery(params: Params): ParseResult {
  const errors: ProblemFieldError[] = [];

  const category = read(params, 'category', errors, (raw) => ({ value: raw }));
  const categoryMatch: CategoryMatch =
    read(params, 'categoryMatch', errors, (raw) =>
      isCategoryMatch(raw) ? { value: raw } : { code: 'UNKNOWN_VALUE' },
    ) ?? 'ancestors';

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
