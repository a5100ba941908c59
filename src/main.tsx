import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './config';
import { I18nProvider, LANGUAGES } from './lib/i18n';
import { warmNumberFormatting } from './lib/i18n/warmNumberFormatting';
import { App, createAppServices } from './app/App';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { FirstPaint } from './app/FirstPaint';
import { preloadPage } from './app/router';
import './ui/styles.css';

// Off the main thread, before anything else: the number formatting the results will need.
warmNumberFormatting();

const root = createRoot(document.getElementById('root') ?? document.body);

// The header and the page's heading at once, before config.json and the page's code
// (docs/decisions/0066-first-paint-before-config.md).
flushSync(() => {
  root.render(
    <StrictMode>
      <FirstPaint />
    </StrictMode>,
  );
});

/**
 * Runs `start` once the first paint is on screen (the next frame), at the latest after 100 ms: a
 * tab opened in the background draws no frames. Requests started before the first paint compete
 * with it for the network and the main thread.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

afterFirstPaint(() => {
  const { pathname, search } = window.location;
  // Side by side, asked in the order they are needed: the first data needs config.json and the
  // page's small prefetch module; the page's code comes after (on HTTP/1.1 a browser opens only six
  // connections to a host, and the page's code is a dozen files).
  const configLoaded = loadConfig();
  const page = preloadPage(pathname);
  configLoaded.then(
    async (config) => {
      const services = createAppServices(config);
      // The first data as soon as the config is known, while the page's code may still load.
      void page.prefetch.then((start) => start(services.queryClient, services.language(), search));
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
