import { useEffect } from 'react';
import { useSession } from '../../auth';
import { requestList } from './requestList';
import { requestOwnerKey } from './requestOwner';

/**
 * Keeps the request with its owner (requestList.ts): the signed-in person and the organisation
 * they act for, or nobody. Mounted from the first sign-in on, so that the end of the session is
 * seen and clears the list.
 */
export function useRequestOwner() {
  const { status, user, organization } = useSession();
  const owner =
    status === 'signed-in' && user !== null && organization !== null
      ? requestOwnerKey(user.subject, organization.id)
      : null;
  useEffect(() => {
    requestList.setOwner(owner);
  }, [owner]);
}
