import type { MessageParams } from '../../lib/i18n';
import type { WorkspaceMessageKey } from '../messages';

const KNOWN_TYPES = ['RECOVER_VALUE', 'RETAIN_VALUE', 'ADD_VALUE', 'PRODUCTION'] as const;

type Translate = (key: WorkspaceMessageKey, params?: MessageParams) => string;

/** A service type's name; a type the app does not know is shown as the server sent it. */
export function serviceTypeLabel(t: Translate, type: string | null | undefined): string {
  const trimmed = type?.trim();
  if (!trimmed) return t('type.unknown');
  const known = KNOWN_TYPES.find((k) => k === trimmed);
  return known ? t(`type.${known}`) : trimmed;
}
