/**
 * What the climate report journey expects, read through the API: Nordlys Eiendom's approved orders
 * and the sums of their lines (`expected`), one more approved order with three lines
 * (`approvedOrderWithThreeLines`), and the spreadsheet read back (`parseCsv`).
 */
import * as v from 'valibot';
import { API, as, ORG, QUOTE, step, unique } from './orders.support';
import { expect } from './support/fixtures';

const num = v.optional(v.nullable(v.number()));
const text = v.optional(v.nullable(v.string()));
const ApprovedPage = v.looseObject({
  _embedded: v.optional(
    v.looseObject({
      orders: v.array(
        v.looseObject({
          updatedAt: v.string(),
          lines: v.array(
            v.looseObject({
              co2eData: v.optional(
                v.nullable(
                  v.looseObject({ impactCategory: text, unit: text, total: num, savings: num }),
                ),
              ),
            }),
          ),
        }),
      ),
    }),
  ),
});

interface Sum {
  value: number;
  lines: number;
}
export interface Expected {
  from: string;
  to: string;
  orders: number;
  lines: number;
  without: number;
  /** By `impactCategory|unit`. */
  measures: Map<string, { impact: string; unit: string; emission: Sum; savings: Sum }>;
}

/** Every approved order Nordlys Eiendom placed, read through the API, and the sums of their lines. */
export async function expected(): Promise<Expected> {
  const orders = [];
  for (let pageNumber = 0; ; pageNumber += 1) {
    const query = `role=customer&state=APPROVED&pageSize=100&pageNumber=${pageNumber}`;
    const page = v.parse(
      ApprovedPage,
      await as('nordlysEiendom', 'GET', `/services/v1/orders?${query}`),
    );
    const found = page._embedded?.orders ?? [];
    orders.push(...found);
    if (found.length < 100) break;
  }
  expect(orders.length).toBeGreaterThan(0);
  const days = orders.map((order) => new Date(order.updatedAt).toISOString().slice(0, 10)).sort();
  const result: Expected = {
    from: days[0] ?? '',
    to: days.at(-1) ?? '',
    orders: orders.length,
    lines: 0,
    without: 0,
    measures: new Map(),
  };
  for (const line of orders.flatMap((order) => order.lines)) {
    result.lines += 1;
    const data = line.co2eData;
    const unit = data?.unit?.trim();
    const emission = typeof data?.total === 'number' ? data.total : undefined;
    const savings = typeof data?.savings === 'number' ? data.savings : undefined;
    if (!data || !unit || (emission === undefined && savings === undefined)) {
      result.without += 1;
      continue;
    }
    const impact = data.impactCategory?.trim() ?? '';
    const key = `${impact}|${unit}`;
    const measure = result.measures.get(key) ?? {
      impact,
      unit,
      emission: { value: 0, lines: 0 },
      savings: { value: 0, lines: 0 },
    };
    if (emission !== undefined) measure.emission = add(measure.emission, emission);
    if (savings !== undefined) measure.savings = add(measure.savings, savings);
    result.measures.set(key, measure);
  }
  return result;
}
const add = (sum: Sum, value: number): Sum => ({ value: sum.value + value, lines: sum.lines + 1 });

const Solutions = v.array(v.looseObject({ id: v.number(), categoryId: v.number() }));

/** An order Nordlys Eiendom placed with three of Gjenbruk Oslo's services, approved. */
export async function approvedOrderWithThreeLines(): Promise<void> {
  const query = `organizationIds=${ORG.gjenbrukOslo.id}&pageSize=3`;
  const services = v.parse(
    Solutions,
    await (await fetch(`${API}/orgadmin/v1/solutions?${query}`)).json(),
  );
  const order = v.parse(
    v.looseObject({ id: v.number() }),
    await as('nordlysEiendom', 'POST', '/services/v1/orders', {
      name: unique('Climate report: three lines'),
      lines: services.map((s) => ({ solutionId: s.id, categoryId: s.categoryId })),
    }),
  );
  await step('nordlysEiendom', order.id, 'request-quote');
  await as('gjenbrukOslo', 'PUT', `/services/v1/orders/${order.id}/quote-details`, QUOTE);
  await step('gjenbrukOslo', order.id, 'quote', QUOTE);
  await step('nordlysEiendom', order.id, 'accept');
  for (const next of ['plan', 'start', 'complete']) await step('gjenbrukOslo', order.id, next);
  await step('nordlysEiendom', order.id, 'approve');
}

/** RFC 4180 fields of one CSV text (quoted fields may hold the separator, quotes and line breaks). */
export function parseCsv(csv: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const c = csv.charAt(i);
    if (quoted && c === '"' && csv[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === separator) {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && csv[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
