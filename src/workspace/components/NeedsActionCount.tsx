import { lazy, Suspense } from 'react';
import { useSession } from '../../auth';

// The count's code (order list schema, link model, messages, styles) is loaded only once someone
// is signed in with an organisation, so a visitor's first load stays within the bundle budget.
const HeaderCount = lazy(() =>
  import('./HeaderCount').then((module) => ({ default: module.HeaderCount })),
);

/**
 * For the app header: the number of orders that need the chosen organisation's action, as a link
 * to the workspace home. Renders nothing for visitors or before an organisation is chosen.
 */
export function NeedsActionCount() {
  const { status, organization } = useSession();
  if (status !== 'signed-in' || !organization) return null;
  return (
    <Suspense fallback={null}>
      <HeaderCount organization={organization} />
    </Suspense>
  );
}
