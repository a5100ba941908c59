import * as v from 'valibot';
import { lenientRecord } from './lenient';
import { decimalSchema, optionalDecimal, optionalText } from './values';

/**
 * A service's climate figures (`co2eData`), the same shape on a catalogue solution, on an
 * organisation's own service and on an order line. Every field may be absent or null: a record
 * with odd figures is still shown, with the figures it has. The words and the formatting are the
 * catalogue's (`src/catalogue/model/co2e.ts`); this is only the shape, here so that every API
 * reader, in the app and in the journeys' Node code, validates it the same way.
 */
export const co2eDataSchema = v.optional(
  v.nullable(
    v.looseObject({
      impactCategory: optionalText,
      total: optionalDecimal,
      savings: optionalDecimal,
      unit: optionalText,
      status: optionalText,
    }),
  ),
);

export type Co2eData = v.InferOutput<typeof co2eDataSchema>;

/**
 * A service's functional unit (spec 2.6): the amount and unit its climate figures are given for,
 * and its expected service life; each field read leniently (an unreadable one is left out).
 */
export const functionalUnitSchema = lenientRecord(
  'functional unit',
  {},
  { amount: decimalSchema, unit: v.string(), expectedServiceLife: decimalSchema },
);
