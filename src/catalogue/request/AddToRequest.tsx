import { useId } from 'react';
import { useSession } from '../../auth';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui';
import type { Solution } from '../api/schemas';
import { REQUEST_MAX, requestList } from './requestList';
import { requestMessages } from './requestMessages';
import './request.css';
import { useRequestList } from './useRequestList';

/**
 * Adds a service to the signed-in customer's request, or takes it out again; a full request says
 * so. Visitors see nothing: asking for quotes needs an organisation.
 */
export function AddToRequest({ solution }: { solution: Solution }) {
  const t = useT(requestMessages);
  const { status } = useSession();
  const items = useRequestList();
  const fullId = useId();
  if (status !== 'signed-in') return null;
  const inRequest = items.some((item) => item.solutionId === solution.id);
  const full = !inRequest && items.length >= REQUEST_MAX;
  if (inRequest)
    return (
      <Button
        variant="secondary"
        aria-pressed="true"
        aria-label={t('request.removeNamed', { name: solution.name })}
        onClick={() => requestList.remove(solution.id)}
      >
        {t('request.added')}
      </Button>
    );
  return (
    <span className="request-add">
      <Button
        variant="secondary"
        disabled={full}
        aria-label={t('request.addNamed', { name: solution.name })}
        aria-describedby={full ? fullId : undefined}
        onClick={() =>
          requestList.add({
            solutionId: solution.id,
            categoryId: solution.categoryId,
            name: solution.name,
            providerId: solution.organizationId,
            providerName: solution.organizationName,
          })
        }
      >
        {t('request.add')}
      </Button>
      {full ? (
        <span id={fullId} className="hint">
          {t('request.full', { max: REQUEST_MAX })}
        </span>
      ) : null}
    </span>
  );
}
