import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { E2E_DEMO_PASSWORD } from './stack';
import { demoUser, type DemoUsername } from './users';

const SIGN_IN = /^(Sign in|Logg inn)$/;
const SIGN_OUT = /^(Sign out|Logg ut)$/;

/** The app's header (the `banner` landmark). */
export function header(page: Page) {
  return page.getByRole('banner');
}

/**
 * Signs in through the provider's real login form. Starts from the current page (or the home
 * page when the tab is blank), comes back to it, and waits until the header shows "Sign out".
 */
export async function signIn(
  page: Page,
  username: DemoUsername,
  options: { password?: string; expectSuccess?: boolean } = {},
): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  await header(page).getByRole('button', { name: SIGN_IN }).click();
  await fillLoginForm(page, username, options.password ?? E2E_DEMO_PASSWORD);
  if (options.expectSuccess === false) return;
  await expectSignedIn(page, username);
}

/**
 * Opens `path`, a page anyone may see, and signs `username` in from there (the app brings them
 * back to it). For a page only members see, use `signInAt`.
 */
export async function signInAndGo(page: Page, username: DemoUsername, path: string): Promise<void> {
  await page.goto(path);
  await signIn(page, username);
}

/**
 * Opens `path`, a page only members see: the app sends the visitor straight to the provider's
 * login form and, once signed in, back to `path`. (Cheaper than signing in on the home page first:
 * one page load fewer, and no catalogue and map to draw.) With `organization` (a user of several),
 * then acts for that one (`chooseOrganization`).
 */
export async function signInAt(
  page: Page,
  username: DemoUsername,
  path: string,
  organization?: string,
): Promise<void> {
  await page.goto(path);
  await fillLoginForm(page, username, E2E_DEMO_PASSWORD);
  await expectSignedIn(page, username);
  if (organization !== undefined) await chooseOrganization(page, organization);
}

async function expectSignedIn(page: Page, username: DemoUsername): Promise<void> {
  await expect(header(page).getByRole('button', { name: SIGN_OUT })).toBeVisible();
  await expect(header(page).getByText(demoUser(username).name)).toBeVisible();
}

/** Fills and submits the identity provider's login form (the browser must be on it). */
export async function fillLoginForm(page: Page, username: string, password: string) {
  await page.getByLabel(/^(Username|Brukernavn)$/).fill(username);
  await page.getByLabel(/^(Password|Passord)$/).fill(password);
  await page.getByRole('button', { name: SIGN_IN }).click();
}

/**
 * Chooses the organisation to act for: on the chooser page when it is shown, else in the
 * header's organisation switch.
 */
export async function chooseOrganization(page: Page, name: string): Promise<void> {
  const chooserButton = page.getByRole('main').getByRole('button', { name, exact: true });
  if (await chooserButton.isVisible()) {
    await chooserButton.click();
  } else {
    await header(page)
      .getByRole('combobox', { name: /^(Organisation|Organisasjon)$/ })
      .selectOption({ label: name });
  }
  await expect(
    header(page).getByRole('combobox', { name: /^(Organisation|Organisasjon)$/ }),
  ).toHaveValue(/.+/);
}

/** Signs out through the header; the provider's confirmation page submits itself. */
export async function signOut(page: Page): Promise<void> {
  await header(page).getByRole('button', { name: SIGN_OUT }).click();
  await expect(header(page).getByRole('button', { name: SIGN_IN })).toBeVisible();
}

/** The WCAG 2.0/2.1/2.2 A and AA rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type InPage = Window & { axe?: { run: typeof axe.run } };

/**
 * axe with the WCAG A and AA rules on the whole page (its page-level rules too), or on one part of
 * it (`within`, a CSS selector such as `main`); fails with the list of violations. axe-core is put
 * in the page once and kept while the app moves from route to route, so checking many states of
 * one page costs a scan each, not a scan and axe-core's 550 kB parsed again (about 0.3 s of a core
 * less per check than `@axe-core/playwright`, decision 0007). Frames are left out: the app has
 * none (its CSP allows none), and the sign-in renewal's hidden frame is the provider's page, not
 * the app's.
 */
export async function expectNoAxeViolations(page: Page, within?: string): Promise<void> {
  if (!(await page.evaluate(() => (window as InPage).axe !== undefined))) {
    await page.evaluate(axe.source);
  }
  const violations = await page.evaluate(
    async ({ selector, tags }) => {
      const run = (window as InPage).axe?.run;
      if (run === undefined) throw new Error('axe-core is not in the page');
      const results = await run(selector ?? document, {
        runOnly: { type: 'tag', values: tags },
        iframes: false,
      });
      return results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      );
    },
    { selector: within ?? null, tags: WCAG_TAGS },
  );
  expect(violations, `axe violations in ${within ?? 'the page'} on ${page.url()}`).toEqual([]);
}
