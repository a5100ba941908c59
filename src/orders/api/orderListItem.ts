import * as v from 'valibot';
import { co2eDataSchema, integerIdSchema, optionalDecimal } from '../../lib/api-shapes';
import { halLinksSchema } from '../../lib/hal';

const optionalText = v.optional(v.nullable(v.string()));
const optionalNumber = optionalDecimal;

const partySchema = v.looseObject({ id: v.string(), name: v.optional(v.string()) });

/** What the workspace reads of an order line: the service's type and climate figures. */
const orderLineSchema = v.looseObject({
  solutionId: v.optional(integerIdSchema),
  categoryId: v.optional(integerIdSchema),
  solutionName: optionalText,
  categoryName: optionalText,
  type: optionalText,
  co2eData: co2eDataSchema,
});

/**
 * One order of the list (HAL `_embedded.orders`), with the same `_links` the caller would get on the
 * order itself. Loose: unknown fields, states and relations pass through.
 */
export const orderListItemSchema = v.looseObject({
  id: integerIdSchema,
  name: optionalText,
  state: v.string(),
  customer: v.optional(v.nullable(partySchema)),
  supplier: v.optional(v.nullable(partySchema)),
  lines: v.optional(v.nullable(v.array(orderLineSchema))),
  /** The quote as the caller may see it (the planning board reads price and work dates). */
  quoteDetails: v.optional(
    v.nullable(
      v.looseObject({
        quotedPrice: optionalNumber,
        quotedCurrency: optionalText,
        estimatedStartDate: optionalText,
        estimatedCompletionDate: optionalText,
        quoteValidUntil: optionalText,
      }),
    ),
  ),
  createdAt: optionalText,
  updatedAt: optionalText,
  _links: halLinksSchema,
});

export type OrderListItem = v.InferOutput<typeof orderListItemSchema>;
