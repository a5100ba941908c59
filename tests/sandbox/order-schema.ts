/**
 * An order as the order service answers it (spec 2.1–2.4), with its links. Free of Vitest, so that
 * the browser journeys read orders with it too.
 */
import * as v from 'valibot';

export const LinkSchema = v.looseObject({
  href: v.string(),
  method: v.optional(v.string()),
  targetState: v.optional(v.string()),
  title: v.optional(v.string()),
  disabled: v.optional(v.boolean()),
  disabledReason: v.optional(v.string()),
});

export const OrderSchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  state: v.string(),
  customer: v.object({ id: v.string(), name: v.string() }),
  supplier: v.object({ id: v.string(), name: v.string() }),
  lines: v.array(
    v.looseObject({
      solutionId: v.number(),
      categoryId: v.number(),
      solutionName: v.nullable(v.string()),
      categoryName: v.nullable(v.string()),
      type: v.nullable(v.string()),
      co2eData: v.unknown(),
      functionalUnit: v.unknown(),
    }),
  ),
  quoteDetails: v.optional(
    v.looseObject({
      quotedPrice: v.optional(v.number()),
      quotedCurrency: v.optional(v.string()),
      estimatedStartDate: v.optional(v.string()),
      estimatedCompletionDate: v.optional(v.string()),
      quoteValidUntil: v.optional(v.string()),
      quoteNotes: v.optional(v.string()),
    }),
  ),
  createdAt: v.string(),
  updatedAt: v.string(),
  _links: v.record(v.string(), LinkSchema),
});
export type Order = v.InferOutput<typeof OrderSchema>;
