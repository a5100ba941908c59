/** Records as servers on other stacks write them by default (docs/platform-contract.md 4). */
import { isRecord, type Json } from '../rewrite.ts';

const epochMillis = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : time;
};

/** An order as Jackson writes `java.util.Date` fields by default: epoch milliseconds. */
export function polyglotOrder(order: Json): Json {
  if (!isRecord(order)) return order;
  return {
    ...order,
    createdAt: epochMillis(order['createdAt']),
    updatedAt: epochMillis(order['updatedAt']),
  };
}

/** Jira's changelog author: `displayName` and the account's other fields. */
function author(actor: unknown): Json {
  if (!isRecord(actor)) return actor;
  return {
    accountId: actor['userId'],
    displayName: actor['name'],
    organizationId: actor['organizationId'],
    role: actor['role'],
  };
}

/** Who made a history entry and when, as Jira writes both on every changelog entry. */
function authored(entry: Record<string, unknown>): Record<string, Json> {
  return { author: author(entry['actor']), created: epochMillis(entry['occurredAt']) };
}

/** A state history entry: the states under `from` and `to`. */
export function stateEntry(entry: unknown): Json {
  if (!isRecord(entry)) return entry;
  const { transition, fromState: from, toState: to, notes: comment } = entry;
  return { transition, from, to, ...authored(entry), comment };
}

/** A change history entry: the field's values under `from` and `to`. */
export function changeEntry(entry: unknown): Json {
  if (!isRecord(entry)) return entry;
  const { field, oldValue: from, newValue: to } = entry;
  return {
    field,
    from,
    to,
    ...authored(entry),
    ...('draft' in entry ? { draft: entry['draft'] } : {}),
  };
}

/** The top node's label (OWL's `owl:Thing`), in the answer's language. */
const ROOT_LABEL: Record<string, string> = { en: 'All categories', nb: 'Alle kategorier' };

function narrowerNode(node: unknown): Json {
  if (!isRecord(node)) return node;
  const { children, id, ...rest } = node;
  return {
    ...rest,
    id: String(id),
    narrower: Array.isArray(children) ? children.map(narrowerNode) : [],
  };
}

/** The taxonomy as one root node whose children are the spec's top categories. */
export function categoryRoot(body: Json, language: string): Json {
  if (!Array.isArray(body)) return narrowerNode(body);
  return {
    id: 'Thing',
    uri: 'http://www.w3.org/2002/07/owl#Thing',
    name: 'Thing',
    displayName: ROOT_LABEL[language] ?? ROOT_LABEL['en'],
    narrower: body.map(narrowerNode),
  };
}

/** Rails' column names (snake_case), also inside the JSON columns (`co2e_data`). */
function snakeCase(value: unknown): Json {
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      snakeCase(item),
    ]),
  );
}

/**
 * One of an organisation's services as a JSON:API resource (jsonapi-serializer: `id` a string,
 * the record's `type` under another name because JSON:API keeps `type` for the resource's kind,
 * a Rails boolean column `published` for `public`).
 */
export function serviceResource(record: unknown): Json {
  if (!isRecord(record)) return record;
  const { id, type, public: published, ...rest } = record;
  return {
    id: String(id),
    type: 'service',
    attributes: snakeCase({ ...rest, serviceType: type, published }),
  };
}

export function provider(record: unknown): Json {
  if (!isRecord(record)) return record;
  const { id, name, ...rest } = record;
  return { organizationId: id, organizationName: name, ...rest };
}
