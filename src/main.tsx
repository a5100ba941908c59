import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchConfig } from './config';
import { I18nProvider, LANGUAGES } from './lib/i18n';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import './ui/styles.css';

const root = createRoot(document.getElementById('root') ?? document.body);

// config.json, the services' code and the router (the page's code, its loader's module) at once;
// the loaders wait for the services. The static first paint stays on screen until the router has
// the page's code (docs/decisions/0006); React then renders the app over it, as a transition.
const services = Promise.all([fetchConfig(), import('./app/services')]).then(
  ([raw, { startServices }]) => startServices(raw),
);
// The router starts in a task of its own: evaluating the entry and starting the router (the
// page's code asked for, its preload links) were one task long enough to block a phone.
const routerReady = new Promise<ReturnType<typeof createAppRouter>>((resolve) => {
  setTimeout(() => {
    const router = createAppRouter(() =>
      services.then(({ queryClient, language }) => ({ queryClient, language: language() })),
    );
    if (router.state.initialized) resolve(router);
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve(router);
    });
  }, 0);
});
services.then(
  async ({ config, ...appServices }) => {
    const router = await routerReady;
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
