import { Outlet } from 'react-router';
import { RequireOrganization } from '../auth';
import { WorkspaceNav } from './components/WorkspaceNav';
import './workspace.css';

/** Every workspace page needs a signed-in person with a chosen organisation. */
export function WorkspaceLayout() {
  return (
    <RequireOrganization>
      <div className="ws-page">
        <WorkspaceNav />
        <Outlet />
      </div>
    </RequireOrganization>
  );
}
