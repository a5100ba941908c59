import { useEffect } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { SessionPending } from '../auth';
import { catalogueFirstPaintRoutes } from '../catalogue/routes';
import { I18nProvider, LANGUAGES } from '../lib/i18n';
import { LoadingState } from '../ui';
import { LanguageSwitch } from './LanguageSwitch';
import { LayoutFrame } from './Layout';

const firstPaintRoutes: RouteObject[] = [
  ...catalogueFirstPaintRoutes,
  // Any other page says in words that it is on its way: never an empty main region while
  // config.json, the session and the page's code arrive (the app's own fallback is the same).
  { path: '*', element: <LoadingState /> },
];

function FirstPaintPage() {
  return useRoutes(firstPaintRoutes);
}

/**
 * The first paint's header and page, inside whichever router and language provider draw it: the
 * browser's (`FirstPaint`) or the build's (`staticFirstPaint`).
 */
export function FirstPaintFrame() {
  return (
    <LayoutFrame
      signedIn={false}
      tools={
        <>
          <LanguageSwitch />
          <SessionPending />
        </>
      }
    >
      <FirstPaintPage />
    </LayoutFrame>
  );
}

/**
 * What the visitor sees before config.json and the page's code have arrived (main.tsx renders it
 * first): the header as the app draws it while the session is checked, and the page's heading and
 * lead where a route has them. The language is decided as the app decides it (the saved choice,
 * else the browser's), from every language the app speaks. The app replaces it once config.json
 * and the page's code are there (docs/decisions/0066-first-paint-before-config.md). The same
 * elements are in the built index.html, drawn before any of the app's code has arrived
 * (docs/decisions/0176-static-first-paint.md); main.tsx then hydrates them with this component.
 * `onCommitted` is called once its elements are in the page (main.tsx asks for the rest after that).
 */
export function FirstPaint({ onCommitted }: { onCommitted?: () => void }) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <I18nProvider languages={LANGUAGES}>
      <BrowserRouter>
        <FirstPaintFrame />
      </BrowserRouter>
    </I18nProvider>
  );
}
