import { useId } from 'react';
import { useT } from '../lib/i18n';
import { Button, Spinner } from '../ui';
import { useSession } from './SessionContext';
import { authMessages } from './messages';

/**
 * What the session area shows while the session is being checked (also before config.json): a
 * spinner in the height of the "Sign in" button, its text for screen readers only, so the header
 * keeps its size when the answer comes.
 */
export function SessionPending() {
  const t = useT(authMessages);
  return (
    <div className="session-area session-area--pending">
      <Spinner label={t('checking')} />
    </div>
  );
}

/** The header's session area: "Sign in" for visitors; name, organisation and "Sign out" for users. */
export function SessionMenu() {
  const t = useT(authMessages);
  const session = useSession();
  const selectId = useId();

  if (session.status === 'loading') return <SessionPending />;
  if (session.status === 'anonymous' || !session.user) {
    return (
      <div className="session-area">
        <Button variant="primary" onClick={() => void session.signIn()}>
          {t('signIn')}
        </Button>
      </div>
    );
  }

  const { organizations, organization } = session;
  return (
    <div className="session-area">
      <span className="session-area__who">
        <span className="session-area__user">{session.user.name}</span>
        {organizations.length <= 1 && organization ? (
          <span>{t('organization.actingFor', { name: organization.name })}</span>
        ) : null}
      </span>
      {organizations.length > 1 ? (
        <span className="inline-field">
          <label htmlFor={selectId}>{t('organization.label')}</label>
          <select
            id={selectId}
            value={organization?.id ?? ''}
            onChange={(event) => session.chooseOrganization(event.target.value)}
          >
            {organization ? null : (
              <option value="" disabled>
                {t('organization.placeholder')}
              </option>
            )}
            {organizations.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </span>
      ) : null}
      <Button variant="secondary" onClick={() => void session.signOut()}>
        {t('signOut')}
      </Button>
    </div>
  );
}
