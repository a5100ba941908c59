import { LoadingState } from '../ui';

/** Shown while a catalogue page's code loads on the first visit. */
export function RouteLoading() {
  return <LoadingState />;
}
