import { choicesFor, type Choices } from './choices.ts';

/** Transition links as the sandbox writes them, for the shape tests (`orderPath`: the order's). */
export const transition = (
  orderPath: string,
  rel: string,
  targetState: string,
  extra: Record<string, unknown> = {},
) => ({ href: `${orderPath}/transitions/${rel}`, method: 'POST', targetState, ...extra });

/** The `quote` link while the supplier's draft has no price. */
export const quoteWithoutPrice = (orderPath: string) =>
  transition(orderPath, 'quote', 'QUOTED', {
    title: 'Send the quote',
    disabled: true,
    disabledReason: 'QUOTE_PRICE_REQUIRED',
  });

/** Seed 1's choices with Django REST framework's envelope (count in the body, pages by number). */
export const drfChoices = (extra: Partial<Choices>): Choices => ({
  ...choicesFor(1),
  envelope: 'drf',
  count: 'body',
  nextLink: 'page',
  ...extra,
});
