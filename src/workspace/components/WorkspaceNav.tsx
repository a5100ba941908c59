import { useT } from '../../lib/i18n';
import { NavList } from '../../ui';
import { messages, type WorkspaceMessageKey } from '../messages';

const PAGES: readonly { to: string; key: WorkspaceMessageKey; end?: boolean }[] = [
  { to: '/workspace', key: 'nav.home', end: true },
  { to: '/workspace/planning', key: 'nav.planning' },
  { to: '/workspace/services', key: 'nav.services' },
  { to: '/workspace/climate', key: 'nav.climate' },
];

/** The workspace's own pages; the current one is marked with `aria-current`. */
export function WorkspaceNav() {
  const t = useT(messages);
  const items = PAGES.map((page) => ({ ...page, label: t(page.key) }));
  return <NavList className="ws-nav" label={t('nav.label')} items={items} />;
}
