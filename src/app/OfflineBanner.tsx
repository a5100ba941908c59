import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useT } from '../lib/i18n';
import { appMessages } from './messages';

const subscribe = (onChange: () => void) => onlineManager.subscribe(() => onChange());
const isOnline = () => onlineManager.isOnline();

/**
 * Says so while the browser is offline (TanStack Query's onlineManager). Coming back refreshes the
 * queries on screen (`refetchOnReconnect: 'always'` in queryClient.ts).
 */
export function OfflineBanner() {
  const t = useT(appMessages);
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <div role="status" className={online ? undefined : 'banner app-offline'}>
      {online ? null : <p>{t('offline.banner')}</p>}
    </div>
  );
}
