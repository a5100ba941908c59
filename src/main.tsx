import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loadConfig } from './config';
import { I18nProvider, LANGUAGES } from './lib/i18n';
import { warmNumberFormatting } from './lib/i18n/warmNumberFormatting';
import { yieldToBrowser } from './lib/yieldToBrowser';
import { App, createAppServices } from './app/App';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { FirstPaint } from './app/FirstPaint';
import { preloadPage } from './app/router';
import './ui/styles.css';

const container = document.getElementById('root') ?? document.body;

/** Resolves once the first paint's elements are in the page (FirstPaint's effect). */
let firstPaintCommitted = () => {};
const firstPaintInPage = new Promise<void>((resolve) => {
  firstPaintCommitted = resolve;
});

// The header and the page's heading at once, before config.json and the page's code
// (docs/decisions/0066-first-paint-before-config.md). As a transition, React renders it in slices
// of a few milliseconds instead of one long task, so a phone's browser stays free to answer while
// it is drawn; nothing else is asked for until it is on screen (below). Where the built index.html
// has drawn it already (docs/decisions/0176-static-first-paint.md), React takes over those
// elements (hydration) instead of drawing them again, and makes its controls work.
const roots: Root[] = [];
startTransition(() => {
  const firstPaint = (
    <StrictMode>
      <FirstPaint onCommitted={firstPaintCommitted} />
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    roots.push(hydrateRoot(container, firstPaint));
    return;
  }
  const created = createRoot(container);
  created.render(firstPaint);
  roots.push(created);
});
const [root] = roots;
if (!root) throw new Error('The first paint was not drawn');

/**
 * Runs `start` once the first paint is on screen: in the frame after its elements are in the page,
 * at the latest 100 ms after that (a tab opened in the background draws no frames), and after one
 * second whatever happened to the first paint. Requests started before the first paint compete
 * with it for the network and the main thread.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  void firstPaintInPage.then(() => {
    requestAnimationFrame(() => setTimeout(once, 0));
    setTimeout(once, 100);
  });
  setTimeout(once, 1000);
}

afterFirstPaint(() => {
  const { pathname, search } = window.location;
  // Side by side, asked in the order they are needed: the first data needs config.json and the
  // page's small prefetch module; the page's code comes after (on HTTP/1.1 a browser opens only six
  // connections to a host). The page's steps follow in tasks of their own (`preloadPage`).
  const configLoaded = loadConfig();
  const page = preloadPage(pathname);
  configLoaded.then(
    async (config) => {
      // Off the main thread, while the first data and the page's code are on their way: the
      // number formatting the results will need (decision 0170). Once config.json is there, not
      // before: on HTTP/1.1 the page's files and config.json take the six connections a browser
      // opens to a host. In a task of its own: starting a worker takes a few milliseconds.
      void yieldToBrowser().then(warmNumberFormatting);
      const services = createAppServices(config);
      // The first data as soon as the config is known, while the page's code may still load.
      // In a task of its own, not in the one that evaluated the prefetch module's code.
      void page.prefetch.then(async (start) => {
        await yieldToBrowser();
        start(services.queryClient, services.language(), search);
      });
      // With the page's code there, the app draws the page at once instead of a loading state.
      await page.code;
      // As a transition, React renders the app in slices between which the browser stays free
      // (no long task), and keeps the first paint on screen until the app is ready to replace it.
      startTransition(() => {
        root.render(
          <StrictMode>
            <App config={config} services={services} />
          </StrictMode>,
        );
      });
    },
    (error: unknown) => {
      root.render(
        <StrictMode>
          <I18nProvider languages={LANGUAGES}>
            <ConfigErrorPage error={error} />
          </I18nProvider>
        </StrictMode>,
      );
    },
  );
});
