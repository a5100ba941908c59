import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { I18nProvider, LANGUAGES } from '../lib/i18n';
import { nextTask } from '../lib/inSlices';
import { App } from './App';
import { createAppRouter } from './router';
import type { startServices } from './services';

type Started = Awaited<ReturnType<typeof startServices>>;

/**
 * The app's start, a module of its own (main.tsx, docs/decisions/0006): the router, then React
 * renders the app over the static first paint once the router has the page's code, as a
 * transition. The router starts in a task after this module's evaluation: starting it (the page's
 * code asked for, its preload links) and evaluating were one task long enough to block a phone.
 */
export function startApp(root: Root, services: Promise<Started>): void {
  // The loaders' first queries start in a task of their own: with config.json preloaded, the
  // services are often there before the router starts, and the queries lengthened its task.
  let servicesInTheirOwnTask: Promise<Started> | undefined;
  const pageData = () => {
    servicesInTheirOwnTask ??= services.then(async (started) => {
      await nextTask();
      return started;
    });
    return servicesInTheirOwnTask.then(({ queryClient, language }) => ({
      queryClient,
      language: language(),
    }));
  };
  const routerReady = new Promise<ReturnType<typeof createAppRouter>>((resolve) => {
    setTimeout(() => {
      const router = createAppRouter(pageData);
      if (router.state.initialized) {
        resolve(router);
        return;
      }
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
      const { ConfigErrorPage } = await import('./ConfigErrorPage');
      root.render(
        <StrictMode>
          <I18nProvider languages={LANGUAGES}>
            <ConfigErrorPage error={error} />
          </I18nProvider>
        </StrictMode>,
      );
    },
  );
}
