/**
 * The browser-test harness. Import `test` and `expect` from here (not from @playwright/test):
 * every page fails its test on a Content-Security-Policy violation or an uncaught error.
 *
 *   import { test, expect, signIn } from './support/fixtures';
 *   test('…', async ({ page, newUserPage }) => {
 *     await signIn(page, 'customer');
 *     const supplier = await newUserPage('supplier');   // a second person, own browser context
 *   });
 */
import { test as base, expect, type Page } from '@playwright/test';
import { signIn, signInAt } from './actions';
import { startExtraStack, type RunningStack } from './stack';
import { attachGuard, type GuardReport } from './guard';
import type { DemoUsername } from './users';

interface Fixtures {
  guard: GuardReport;
  /**
   * A signed-in page in a fresh browser context (its own cookies and memory): a second party.
   * With `path` (a page only members see), signed in there (`signInAt`); else on the home page.
   * `locale` is the browser's language (the main page's `test.use({ locale })` is not inherited).
   */
  newUserPage: (username: DemoUsername, path?: string, locale?: string) => Promise<Page>;
}

interface WorkerFixtures {
  /**
   * This worker's extra stack (`startExtraStack`), started when a journey first asks for it. One at
   * a time: asking for other settings stops the one running first. Every spec shares this one
   * worker fixture, so a spec with its own stack needs no worker of its own and runs in its turn.
   */
  extraStacks: {
    stackWith: (offset: number, sandboxExtra: Record<string, string>) => Promise<RunningStack>;
  };
}

function expectClean(report: GuardReport, who: string) {
  expect(report.cspViolations, `Content-Security-Policy violations (${who})`).toEqual([]);
  expect(report.pageErrors, `uncaught page errors (${who})`).toEqual([]);
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  extraStacks: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure
    async ({}, use) => {
      let running: { key: string; stack: RunningStack } | undefined;
      await use({
        stackWith: async (offset, sandboxExtra) => {
          const key = JSON.stringify([offset, sandboxExtra]);
          if (running?.key === key) return running.stack;
          await running?.stack.stop();
          // Cleared first: a start that fails must not leave the stopped stack to be handed out.
          running = undefined;
          running = { key, stack: await startExtraStack(offset, sandboxExtra) };
          return running.stack;
        },
      });
      await running?.stack.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  guard: [
    async ({ context }, use) => {
      const report = await attachGuard(context);
      await use(report);
      expectClean(report, 'main page');
    },
    { auto: true },
  ],
  newUserPage: async ({ browser, baseURL }, use) => {
    const opened: { close: () => Promise<void>; report: GuardReport; who: string }[] = [];
    await use(async (username, path, locale) => {
      const context = await browser.newContext({ baseURL, ...(locale ? { locale } : {}) });
      const report = await attachGuard(context);
      opened.push({ close: () => context.close(), report, who: username });
      const page = await context.newPage();
      if (path === undefined) await signIn(page, username);
      else await signInAt(page, username, path);
      return page;
    });
    for (const entry of opened) {
      await entry.close();
      expectClean(entry.report, entry.who);
    }
  },
});

export { expect };
export {
  chooseOrganization,
  expectNoAxeViolations,
  fillLoginForm,
  header,
  signIn,
  signInAndGo,
  signInAt,
  signOut,
} from './actions';
export { demoUser, type DemoUsername } from './users';
export { E2E_DEMO_PASSWORD, type RunningStack } from './stack';

/**
 * `test` with `stack`: an extra stack (`startExtraStack`: the run's base port + `offset`, the main
 * stack's build, `sandboxExtra` settings), started for the spec's first journey and kept for the
 * next ones. `offset` must be free (docs/testing.md).
 */
export function testWithExtraStack(offset: number, sandboxExtra: Record<string, string>) {
  return test.extend<{ stack: RunningStack }>({
    stack: [
      async ({ extraStacks }, use) => {
        await use(await extraStacks.stackWith(offset, sandboxExtra));
      },
      { timeout: 180_000 },
    ],
  });
}
