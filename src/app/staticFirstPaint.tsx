import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SessionPending } from '../auth';
// Straight from its module (build time only): the catalogue's index would load its map in Node.
import { ProvidersIntro } from '../catalogue/providers/ProvidersIntro';
import { SearchIntro } from '../catalogue/search/SearchIntro';
import { I18nProvider, LANGUAGES, type Language } from '../lib/i18n';
import { LoadingState } from '../ui';
import { LanguageSwitch } from './LanguageSwitch';
import { LayoutFrame } from './Layout';

/** The addresses with a first paint of their own, and `*`: every other address. */
const PATHS = ['/', '/providers', '*'] as const;
type FirstPaintPath = (typeof PATHS)[number];

/** What each first paint's main region shows: the page's heading and lead, words that never change. */
const MAIN: Record<FirstPaintPath, ReactNode> = {
  '/': <SearchIntro />,
  '/providers': <ProvidersIntro />,
  '*': <LoadingState />,
};

/**
 * The first paints, in each language the app speaks: the header as the app draws it while the
 * session is checked, with the page's heading and lead on `/` and `/providers`, and words saying
 * the page is on its way everywhere else (never an empty main region). The app's own components,
 * rendered at build time into index.html (the `static-first-paint` plugin; docs/decisions/0006);
 * showStaticFirstPaint.ts puts the visitor's one on screen, and the app draws over it.
 */
export function staticFirstPaints(): {
  language: Language;
  path: FirstPaintPath;
  html: string;
}[] {
  return LANGUAGES.flatMap((language) =>
    PATHS.map((path) => ({
      language,
      path,
      html: renderToString(
        <I18nProvider languages={LANGUAGES} initial={language}>
          <MemoryRouter initialEntries={[path === '*' ? '/*' : path]}>
            <LayoutFrame
              signedIn={false}
              tools={
                <>
                  <LanguageSwitch />
                  <SessionPending />
                </>
              }
            >
              {MAIN[path]}
            </LayoutFrame>
          </MemoryRouter>
        </I18nProvider>,
      ),
    })),
  );
}

/** Every first paint as a `<template>` for index.html, marked with its language and address. */
export function firstPaintTemplates(): string {
  const template = ({ language, path, html }: ReturnType<typeof staticFirstPaints>[number]) =>
    `<template data-first-paint data-language="${language}" data-path="${path}">${html}</template>`;
  return staticFirstPaints().map(template).join('\n    ');
}
