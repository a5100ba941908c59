import { useSyncExternalStore } from 'react';
import { requestList, type RequestItem } from './requestList';

/** The services collected for one request, kept current (requestList.ts). */
export function useRequestList(): readonly RequestItem[] {
  return useSyncExternalStore(requestList.subscribe, requestList.items, requestList.items);
}
