import { useEffect, useId, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui';
import { messages } from '../messages';

/**
 * Asks first when a person would leave the page with text they typed and have not sent (or, in
 * the quote form, not saved yet): React Router's `useBlocker` holds the navigation, and the
 * question in place lets them stay or leave. A change of the query string alone is not leaving.
 * `unsent` is read at the moment of leaving.
 */
export function LeaveGuard({ unsent }: { unsent: () => boolean }) {
  const t = useT(messages);
  const id = useId();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && unsent(),
  );
  const stayRef = useRef<HTMLButtonElement>(null);
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    if (blocked) stayRef.current?.focus();
  }, [blocked]);

  if (!blocked) return null;
  return (
    <div className="orders-confirm" role="alertdialog" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`}>{t('leave.question')}</p>
      {/* A plain button (same look as ui/Button) so that focus can move to it. */}
      <button
        type="button"
        ref={stayRef}
        className="button button--primary"
        onClick={() => blocker.reset()}
      >
        {t('leave.stay')}
      </button>
      <Button variant="danger" onClick={() => blocker.proceed()}>
        {t('leave.go')}
      </Button>
    </div>
  );
}
