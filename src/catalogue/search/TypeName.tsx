import { useT } from '../../lib/i18n';
import { messages } from '../messages';
import { isKnownType, typeMessageKey } from './typeLabel';

/** A service type in plain words; unknown types are shown as they are. */
export function TypeName({ type }: { type: string }) {
  const t = useT(messages);
  return <>{isKnownType(type) ? t(typeMessageKey(type)) : type}</>;
}
