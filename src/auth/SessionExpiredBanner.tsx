import { useT } from '../lib/i18n';
import { Button } from '../ui';
import { useAuthSnapshot, useSession } from './SessionContext';
import { authMessages } from './messages';

/** After a failed renewal: asks the user to sign in again, keeping the page they are on. */
export function SessionExpiredBanner() {
  const t = useT(authMessages);
  const { expired } = useAuthSnapshot();
  const { signIn } = useSession();
  if (!expired) return null;
  return (
    <div className="banner" role="alert">
      <span>{t('expired.text')}</span>
      <Button variant="primary" onClick={() => void signIn()}>
        {t('expired.action')}
      </Button>
    </div>
  );
}
