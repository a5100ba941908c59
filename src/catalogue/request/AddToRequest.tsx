import { useId } from 'react';
import { useSession } from '../../auth';
import { useT } from '../../lib/i18n';
import { Button, VisuallyHidden } from '../../ui';
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
  // An order line names a category: a service whose answer gave none is ordered from its own page.
  const { categoryId } = solution;
  if (status !== 'signed-in' || categoryId === undefined) return null;
  // The visible words first, then which service (for a list of many buttons read out of context).
  const which = <VisuallyHidden>{t('request.forService', { name: solution.name })}</VisuallyHidden>;
  const inRequest = items.some((item) => item.solutionId === solution.id);
  const full = !inRequest && items.length >= REQUEST_MAX;
  if (inRequest)
    return (
      <span className="request-add">
        <Button
          variant="secondary"
          aria-pressed="true"
          onClick={() => requestList.remove(solution.id)}
        >
          ✓ {t('request.added')} {which}
        </Button>
      </span>
    );
  return (
    <span className="request-add">
      <Button
        variant="secondary"
        disabled={full}
        aria-describedby={full ? fullId : undefined}
        onClick={() =>
          requestList.add({
            solutionId: solution.id,
            categoryId,
            name: solution.name,
            providerId: solution.organizationId,
            providerName: solution.organizationName,
          })
        }
      >
        {t('request.add')} {which}
      </Button>
      {full ? (
        <span id={fullId} className="hint">
          {t('request.full', { max: REQUEST_MAX })}
        </span>
      ) : null}
    </span>
  );
}
