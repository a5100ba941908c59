import { isApiError } from '../../lib/http';
import type { MessageParams } from '../../lib/i18n';
import type { OrdersMessageKey } from '../messages';
import { isTransitionRelation } from './relations';

export type Translate = (key: OrdersMessageKey, params?: MessageParams) => string;

/** A transition's button label; an unknown relation name is shown as it is (history only). */
export function transitionLabel(t: Translate, rel: string): string {
  return isTransitionRelation(rel) ? t(`action.${rel}`) : rel;
}

const KNOWN_DISABLED_REASONS = ['QUOTE_PRICE_REQUIRED', 'QUOTE_EXPIRED'] as const;

/** The sentence next to a disabled button: known codes say what to do, unknown ones are shown. */
export function disabledReasonText(t: Translate, code: string | undefined): string {
  if (code === undefined) return t('disabled.noReason');
  const known = KNOWN_DISABLED_REASONS.find((c) => c === code);
  return known ? t(`disabled.${known}`) : t('disabled.unknown', { code });
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

/** Explains why the server refused an order request. */
export function errorText(t: Translate, error: unknown): string {
  if (!isApiError(error)) return t('error.generic', { code: '?' });
  if (error.kind === 'network') return t('error.network');
  if (error.kind === 'timeout') return t('error.timeout');
  if (error.kind === 'refused-origin') return t('error.refused-origin');
  const known = KNOWN_ERROR_CODES.find((c) => c === error.code);
  if (known) return t(`error.${known}`);
  if (error.status === 404) return t('error.ORDER_NOT_FOUND');
  if (error.status === 409) return t('error.TRANSITION_NOT_ALLOWED');
  if (error.status === 403) return t('error.ROLE_NOT_ALLOWED');
  if (error.status === 422) return t('error.VALIDATION_FAILED');
  return t('error.generic', { code: error.code ?? String(error.status ?? error.kind) });
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

export function fieldErrorText(t: Translate, code: string): string {
  const known = KNOWN_FIELD_CODES.find((c) => c === code);
  // A sentence (the server's own words) is shown as it is; a code is named.
  if (!known && /\s/.test(code.trim())) return code;
  return known ? t(`field.${known}`) : t('field.unknown', { code });
}

/** An order's name as sent, or its number when the name is absent, blank or unreadable. */
export function orderName(t: Translate, order: { id: number; name?: string | undefined }): string {
  return order.name?.trim() || t('page.unnamed', { id: order.id });
}
