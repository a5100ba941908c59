import { useBlocker } from 'react-router';
import { useT } from '../../lib/i18n';
import { messages } from '../messages';
import { QuestionInPlace } from './QuestionInPlace';

/**
 * Asks first when a person would leave the page with text they typed and have not sent (or, in
 * the quote form, not saved yet): React Router's `useBlocker` holds the navigation, and the
 * question in place lets them stay or leave. A change of the query string alone is not leaving.
 * `unsent` is read at the moment of leaving.
 */
export function LeaveGuard({ unsent }: { unsent: () => boolean }) {
  const t = useT(messages);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && unsent(),
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <QuestionInPlace
      question={t('leave.question')}
      yes={{ label: t('leave.stay'), variant: 'primary', onClick: () => blocker.reset() }}
      no={{ label: t('leave.go'), variant: 'danger', onClick: () => blocker.proceed() }}
    />
  );
}
