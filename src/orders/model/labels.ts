import { wasUnreadable } from '../../lib/api-shapes';
import { codeInWords } from '../../lib/codes';
import { titleBeyond, type TransitionAction } from '../../lib/hal';
import { isApiError } from '../../lib/http';
import type { MessageParams } from '../../lib/i18n';
import { messages, type OrdersMessageKey } from '../messages';
import { isOrderChanged } from './refusal';
import { isTransitionRelation } from './relations';
import { stateLabel } from './states';

export type Translate = (key: OrdersMessageKey, params?: MessageParams) => string;

/** A transition's button label; an unknown relation name is shown as it is (history only). */
export function transitionLabel(t: Translate, rel: string): string {
  return isTransitionRelation(rel) ? t(`action.${rel}`) : rel;
}

const KNOWN_DISABLED_REASONS = ['QUOTE_PRICE_REQUIRED', 'QUOTE_EXPIRED'] as const;

/** What of a step's link a person reads beside its button. */
export type StepLink = Pick<TransitionAction, 'rel'> &
  Partial<Pick<TransitionAction, 'title' | 'disabledReason'>>;

/** A step's button labels in every language of the app, and the one it is shown with. */
function labelsOf(rel: string, shown: string | undefined): string[] {
  const usual = isTransitionRelation(rel)
    ? [messages.en[`action.${rel}`], messages.nb[`action.${rel}`]]
    : [rel];
  const texts = usual.filter((label): label is string => typeof label === 'string');
  return shown ? [...texts, shown] : texts;
}

/**
 * Why a disabled step cannot be taken (spec 2.3, 7): our words for a code this app knows, else the
 * code itself in words ("Calendar locked" for `CALENDAR_LOCKED`), else "not available now"; the
 * link's `title` as well only where it says more than the step's label ({@link stepTitleText}): in
 * HAL a title labels its link, it is no reason. Never empty. `label`: the button's words where they
 * are not the step's usual label.
 */
export function disabledReasonText(t: Translate, link: StepLink, label?: string): string {
  const code = link.disabledReason?.trim();
  const known = KNOWN_DISABLED_REASONS.find((c) => c === code);
  const words = code ? codeInWords(code) : '';
  const reason = known
    ? t(`disabled.${known}`)
    : words
      ? t('disabled.unknown', { code: words.charAt(0).toLocaleUpperCase() + words.slice(1) })
      : t('disabled.noReason');
  const own = stepTitleText(link, label);
  return own === undefined ? reason : `${reason} ${own}`;
}

/**
 * What an enabled step's link says of itself (its `title`) where that is more than its button's
 * label in any of our languages; undefined when it says nothing more.
 */
export function stepTitleText(link: StepLink, label?: string): string | undefined {
  return titleBeyond(link.title, labelsOf(link.rel, label));
}

const KNOWN_ERROR_CODES = [
  'TRANSITION_NOT_ALLOWED',
  'ROLE_NOT_ALLOWED',
  'QUOTE_PRICE_REQUIRED',
  'QUOTE_EXPIRED',
  'QUOTE_NOT_EDITABLE',
  'VALIDATION_FAILED',
  'ORDER_NOT_FOUND',
] as const;

/**
 * Explains why the server refused an order request: a step the order no longer offers as the order
 * having changed meanwhile, with its new state (model/refusal.ts); else by the code, the status.
 */
export function errorText(t: Translate, error: unknown): string {
  if (isOrderChanged(error))
    return t('error.orderChanged', { state: stateLabel(t, error.order.state) });
  if (!isApiError(error)) return t('error.genericNoCode');
  if (error.kind === 'network') return t('error.network');
  if (error.kind === 'timeout') return t('error.timeout');
  if (error.kind === 'refused-origin') return t('error.refused-origin');
  const known = KNOWN_ERROR_CODES.find((c) => c === error.code) ?? CODE_MEANINGS[error.code ?? ''];
  if (known) return t(`error.${known}`);
  if (error.status === 404) return t('error.ORDER_NOT_FOUND');
  if (error.status === 403) return t('error.ROLE_NOT_ALLOWED');
  if (error.status === 422 || error.fieldErrors.some((e) => !e.guessed))
    return t('error.VALIDATION_FAILED');
  // Refused as things stand, the step still offered (else the order changed, above).
  if (error.status !== undefined && error.status >= 400 && error.status < 500)
    return t('error.refused');
  return t('error.generic', { code: error.code ?? String(error.status ?? error.kind) });
}

/** Google's canonical codes (`google.rpc.Code`, src/lib/http/problem.ts) in our words. */
const CODE_MEANINGS: Partial<Record<string, (typeof KNOWN_ERROR_CODES)[number]>> = {
  INVALID_ARGUMENT: 'VALIDATION_FAILED',
  OUT_OF_RANGE: 'VALIDATION_FAILED',
  PERMISSION_DENIED: 'ROLE_NOT_ALLOWED',
  NOT_FOUND: 'ORDER_NOT_FOUND',
};

/** Why the server refused, and what it said in its own words (its sentences, once). */
export function errorSaid(t: Translate, error: unknown): string {
  const detail = isApiError(error) ? error.detail : undefined;
  return detail ? `${errorText(t, error)} ${detail}` : errorText(t, error);
}

const KNOWN_FIELD_CODES = [
  'REQUIRED',
  'MUST_BE_POSITIVE',
  'INVALID_CURRENCY',
  'INVALID_DATE',
  'START_AFTER_COMPLETION',
  'IN_THE_PAST',
  'INVALID_TYPE',
  'TOO_LONG',
] as const;

/**
 * A field error in words: ours for a code this app knows, else the server's sentence (beside the
 * code, or sent as the code), else the unknown code named.
 */
export function fieldErrorText(t: Translate, code: string, message?: string): string {
  const known = KNOWN_FIELD_CODES.find((c) => c === code);
  if (known) return t(`field.${known}`);
  if (message) return message;
  return /\s/.test(code.trim()) ? code : t('field.unknown', { code });
}

/** An order's name as sent, or its number when the name is absent, blank or unreadable. */
export function orderName(t: Translate, order: { id: number; name?: string | undefined }): string {
  return order.name?.trim() || t('page.unnamed', { id: order.id });
}

/**
 * Where a record's field was not read, in words: "not readable" when it was sent in a shape the
 * app cannot read, else "not given". Never a dash or a mark.
 */
export function unreadText(
  t: Translate,
  record: { unreadableFields?: readonly string[] },
  ...keys: readonly string[]
): string {
  return keys.some((key) => wasUnreadable(record, key))
    ? t('value.notReadable')
    : t('value.notGiven');
}
