import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, Outlet, useNavigation } from 'react-router';
import { BrandMark } from './BrandMark';
import { HeaderMenu } from './HeaderMenu';
import { AskForOrganization, SessionExpiredBanner, SessionMenu, useSession } from '../auth';
import { useT } from '../lib/i18n';
import { NavList, uiMessages } from '../ui';
import { NeedsActionCount } from '../workspace';
import { LanguageSwitch } from './LanguageSwitch';
import { appMessages, type AppMessageKey } from './messages';
import { OfflineBanner } from './OfflineBanner';

// Straight from its module, not the catalogue's index, and only once someone has signed in: only
// they collect services, and the list (its schema, its storage) stays out of a visitor's first load.
// Kept mounted after that, so that it sees the session end and clears the request.
const RequestCount = lazy(async () => ({
  default: (await import('../catalogue/request/RequestCount')).RequestCount,
}));

type Page = { to: string; key: AppMessageKey; end?: boolean };

/** Pages for everyone, then those for a signed-in member of an organisation. */
export const PUBLIC_PAGES: readonly Page[] = [
  { to: '/', key: 'nav.search', end: true },
  { to: '/providers', key: 'nav.providers' },
];
const MEMBER_PAGES: readonly Page[] = [
  { to: '/orders', key: 'nav.orders' },
  // The workspace's own pages (planning, our services, the climate report) are in its navigation.
  { to: '/workspace', key: 'nav.workspace' },
];

/**
 * The frame of every page: header with navigation, the tools on the right (behind a menu button
 * on narrow screens, so the header stays one line), banners, the page in `<main>`. `Layout` fills it in the app; the build's static first paint (app/staticFirstPaint.tsx) draws it before any of the app's code.
 */
export function LayoutFrame({
  signedIn,
  tools,
  banners,
  pending = false,
  children,
}: {
  signedIn: boolean;
  tools: ReactNode;
  banners?: ReactNode;
  /** The router is loading the next page (its code or data): the current one stays meanwhile. */
  pending?: boolean;
  children: ReactNode;
}) {
  const t = useT(appMessages);
  const tUi = useT(uiMessages);
  const pages = signedIn ? [...PUBLIC_PAGES, ...MEMBER_PAGES] : PUBLIC_PAGES;
  const navItems = pages.map((page) => ({ ...page, label: t(page.key) }));
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="app-header">
        <div className="app-header__inner">
          <Link to="/" className="app-header__brand" aria-label={t('home.label')}>
            <BrandMark />
            <span>{tUi('app.name')}</span>
          </Link>
          <HeaderMenu>
            <NavList className="app-nav" label={t('nav.label')} items={navItems} />
            <div className="app-header__tools">{tools}</div>
          </HeaderMenu>
        </div>
      </header>
      {banners}
      <div className="navigation-pending" hidden={!pending} aria-hidden="true" />
      <main id="main" className="app-main" tabIndex={-1} aria-busy={pending || undefined}>
        {children}
      </main>
    </>
  );
}

/** The app shell: header with navigation, language switch and session; the page in `<main>`. */
export function Layout() {
  const { status } = useSession();
  const navigation = useNavigation();
  const [hadSession, setHadSession] = useState(false);
  if (status === 'signed-in' && !hadSession) setHadSession(true);
  return (
    <LayoutFrame
      signedIn={status === 'signed-in'}
      pending={navigation.state === 'loading'}
      tools={
        <>
          {hadSession && (
            <Suspense fallback={null}>
              <RequestCount />
            </Suspense>
          )}
          <NeedsActionCount />
          <LanguageSwitch />
          <SessionMenu />
        </>
      }
      banners={
        <>
          <SessionExpiredBanner />
          <OfflineBanner />
        </>
      }
    >
      <AskForOrganization>
        <Outlet />
      </AskForOrganization>
    </LayoutFrame>
  );
}
