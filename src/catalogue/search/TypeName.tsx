import { useServiceTypeLabel } from '../model/serviceTypes';

/** A service type in plain words; unknown types are shown as they are. */
export function TypeName({ type }: { type: string }) {
  const label = useServiceTypeLabel();
  return <>{label(type)}</>;
}
