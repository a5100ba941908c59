import { useCallback } from 'react';
import { defineMessages, useT } from '../../lib/i18n';

/**
 * The kinds of service (a solution's `type`, spec section 2): the one list in the app, their words
 * in both languages and the label every screen shows. The server may add kinds; an unknown one is
 * shown exactly as sent.
 */
export const SERVICE_TYPES = ['RECOVER_VALUE', 'RETAIN_VALUE', 'ADD_VALUE', 'PRODUCTION'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export function isServiceType(type: string): type is ServiceType {
  return (SERVICE_TYPES as readonly string[]).includes(type);
}

export const serviceTypeMessages = defineMessages({
  en: {
    'type.RECOVER_VALUE': 'Recycling and recovery',
    'type.RETAIN_VALUE': 'Repair and maintenance',
    'type.ADD_VALUE': 'Upgrade and adaptation',
    'type.PRODUCTION': 'New production',
    'type.unknown': 'Kind not given',
  },
  nb: {
    'type.RECOVER_VALUE': 'Gjenvinning',
    'type.RETAIN_VALUE': 'Reparasjon og vedlikehold',
    'type.ADD_VALUE': 'Oppgradering og tilpasning',
    'type.PRODUCTION': 'Nyproduksjon',
    'type.unknown': 'Type ikke oppgitt',
  },
});

type ServiceTypeTranslate = (key: keyof typeof serviceTypeMessages.en) => string;

/** A kind's name; an unknown kind is shown as the server sent it, a missing one is said so. */
function serviceTypeLabel(t: ServiceTypeTranslate, type: string | null | undefined): string {
  const trimmed = type?.trim();
  if (!trimmed) return t('type.unknown');
  return isServiceType(trimmed) ? t(`type.${trimmed}`) : trimmed;
}

/** `serviceTypeLabel` in the UI language. */
export function useServiceTypeLabel(): (type: string | null | undefined) => string {
  const t = useT(serviceTypeMessages);
  return useCallback((type) => serviceTypeLabel(t, type), [t]);
}
