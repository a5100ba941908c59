import { useT } from '../lib/i18n';
import { uiMessages } from './messages';

/** A spinner with status text that screen readers announce. */
export function Spinner({ label }: { label?: string }) {
  const t = useT(uiMessages);
  return (
    <span className="spinner" role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="spinner__label">{label ?? t('loading.default')}</span>
    </span>
  );
}

/** A block-level loading state for a page or a panel. */
export function LoadingState({ label }: { label?: string }) {
  return (
    <div className="loading-state">
      <Spinner {...(label === undefined ? {} : { label })} />
    </div>
  );
}
