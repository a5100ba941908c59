import { renderToString } from 'react-dom/server';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router';
import { SessionPending } from '../auth';
import { catalogueFirstPaintRoutes } from '../catalogue/routes';
import { I18nProvider, LANGUAGES, type Language } from '../lib/i18n';
import { LoadingState } from '../ui';
import { LanguageSwitch } from './LanguageSwitch';
import { LayoutFrame, PUBLIC_PAGES } from './Layout';

const firstPaintRoutes: RouteObject[] = [
  ...catalogueFirstPaintRoutes,
  // Any other page says in words that it is on its way: never an empty main region while
  // config.json, the session and the page's code arrive.
  { path: '*', element: <LoadingState /> },
];

function FirstPaintPage() {
  return useRoutes(firstPaintRoutes);
}

/**
 * The first paint: the header as the app draws it while the session is checked, and the page's
 * heading and lead where a route has them.
 */
function FirstPaintFrame() {
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

/** The first paint of one address in one language, as HTML. */
export interface StaticFirstPaint {
  language: Language;
  /** The address it is for, or `*` for every address without one of its own. */
  path: string;
  html: string;
}

/**
 * The addresses whose first paint differs from every other's: each page in a visitor's navigation
 * (its link is marked as the current page) and each first-paint route without parameters. Every
 * other address looks like `OTHER_PATH`'s.
 */
function firstPaintPaths(): string[] {
  const routePaths = catalogueFirstPaintRoutes.map((route) =>
    route.index ? '/' : `/${route.path ?? ''}`,
  );
  const paths = [...PUBLIC_PAGES.map((page) => page.to), ...routePaths];
  return [...new Set(paths.filter((path) => !/[:*]/.test(path)))];
}

/** An address that matches no navigation link and no first-paint route but the last. */
const OTHER_PATH = '/*';

/**
 * The first paint of every address that has one of its own and of every other, in each language
 * the app speaks: the app's own components, rendered once at build time into index.html (the
 * build's `static-first-paint` plugin; docs/decisions/0006). staticFirstPaintScript.ts puts the
 * one for the visitor's address and language on screen; the app draws over it once it has the
 * page's code.
 */
export function staticFirstPaints(): StaticFirstPaint[] {
  const paths = [
    ...firstPaintPaths().map((path) => ({ path, at: path })),
    { path: '*', at: OTHER_PATH },
  ];
  return LANGUAGES.flatMap((language) =>
    paths.map(({ path, at }) => ({
      language,
      path,
      html: renderToString(
        <I18nProvider languages={LANGUAGES} initial={language}>
          <MemoryRouter initialEntries={[at]}>
            <FirstPaintFrame />
          </MemoryRouter>
        </I18nProvider>,
      ),
    })),
  );
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Every first paint as a `<template>` for index.html, marked with its language and address. */
export function firstPaintTemplates(): string {
  return staticFirstPaints()
    .map(
      ({ language, path, html }) =>
        `<template data-first-paint data-language="${attribute(language)}" ` +
        `data-path="${attribute(path)}">${html}</template>`,
    )
    .join('\n    ');
}
