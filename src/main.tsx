import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchConfig } from './config';
import { I18nProvider, LANGUAGES } from './lib/i18n';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import './ui/styles.css';

const root = createRoot(document.getElementById('root') ?? document.body);

/**
 * Resolves in the task after the next frame: the build's static first paint is on screen by then.
 * At the latest after 100 ms (a tab opened in the background draws no frames).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

// Nothing before the first paint: requests started earlier compete with it, and the router's
// work would lengthen the task that evaluated this bundle. Then config.json and the router at
// once: the router asks for the page's code and its loader's module beside config.json; the
// loaders wait for the services made from it. Until the router has the page's code, the static
// first paint stays on screen (docs/decisions/0006); React then renders the app over it, as a
// transition, in slices between which the browser stays free to answer.
void afterFirstPaint().then(() => {
  const services = Promise.all([fetchConfig(), import('./app/services')]).then(
    ([raw, { startServices }]) => startServices(raw),
  );
  const router = createAppRouter(() =>
    services.then(({ queryClient, language }) => ({ queryClient, language: language() })),
  );
  const routerReady = new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  services.then(
    async ({ config, ...appServices }) => {
      await routerReady;
      startTransition(() => {
        root.render(
          <StrictMode>
            <App config={config} services={appServices} router={router} />
          </StrictMode>,
        );
      });
    },
    async (error: unknown) => {
      const { ConfigErrorPage } = await import('./app/ConfigErrorPage');
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
