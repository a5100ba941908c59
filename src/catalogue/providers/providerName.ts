import { useCallback } from 'react';
import { useT } from '../../lib/i18n';
import { messages } from '../messages';

/**
 * A provider's name as a person reads it: the name read by `nameOf` (providerSchema), else
 * "Unnamed provider", never its id. The same words are listed, shown on chips and narrowed by.
 */
export function useProviderName(): (provider: { name?: string | undefined } | undefined) => string {
  const t = useT(messages);
  return useCallback((provider) => provider?.name ?? t('providers.unnamed'), [t]);
}
