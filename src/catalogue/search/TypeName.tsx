import { useT } from '../../lib/i18n';
import { messages } from '../messages';
import { useServiceTypeLabel } from '../model/serviceTypes';

/** A service type in plain words; unknown types are shown as they are. */
export function TypeName({ type }: { type: string | undefined }) {
  const label = useServiceTypeLabel();
  const t = useT(messages);
  return <>{type === undefined ? t('card.notGiven') : label(type)}</>;
}
