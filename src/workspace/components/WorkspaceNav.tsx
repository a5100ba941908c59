import { NavLink } from 'react-router';
import { useT } from '../../lib/i18n';
import { messages } from '../messages';

/** The workspace's own pages; the current one is marked with `aria-current`. */
export function WorkspaceNav() {
  const t = useT(messages);
  return (
    <nav className="ws-nav" aria-label={t('nav.label')}>
      <ul>
        <li>
          <NavLink to="/workspace" end>
            {t('nav.home')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/workspace/planning">{t('nav.planning')}</NavLink>
        </li>
        <li>
          <NavLink to="/workspace/services">{t('nav.services')}</NavLink>
        </li>
        <li>
          <NavLink to="/workspace/climate">{t('nav.climate')}</NavLink>
        </li>
      </ul>
    </nav>
  );
}
