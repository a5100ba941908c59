import { expect, header, signIn, testWithExtraStack } from './support/fixtures';

/**
 * A second sandbox + preview whose access tokens live 12 s (started once per worker): renewed 5 s
 * before expiry (src/auth/renewalSchedule.ts), so every 7 s or so.
 */
const test = testWithExtraStack(3, { SANDBOX_TOKEN_TTL: '12' });

test('with 12-second tokens the app renews before expiry and keeps working past three lifetimes', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  const apiOrigin = `http://127.0.0.1:${stack.ports.api}`;
  const unauthorized: string[] = [];
  const renewals: { sentAt: number }[] = [];
  const grants: { receivedAt: number; expiresIn: number }[] = [];

  page.on('request', (request) => {
    if (!request.url().endsWith('/protocol/openid-connect/token')) return;
    if (request.postData()?.includes('grant_type=refresh_token')) {
      renewals.push({ sentAt: Date.now() });
    }
  });
  page.on('response', async (response) => {
    if (response.url().startsWith(apiOrigin) && response.status() === 401) {
      unauthorized.push(response.url());
    }
    if (!response.url().endsWith('/protocol/openid-connect/token') || !response.ok()) return;
    const body: unknown = await response.json().catch(() => null);
    const expiresIn: unknown =
      typeof body === 'object' && body !== null ? Reflect.get(body, 'expires_in') : undefined;
    if (typeof expiresIn === 'number') grants.push({ receivedAt: Date.now(), expiresIn });
  });

  await page.goto(`${stack.appUrl}/`);
  await signIn(page, 'customer');
  const started = Date.now();

  // Use the app now and then for a little over three token lifetimes (36 s): organisation pages
  // call the API.
  while (Date.now() - started < 40_000) {
    await header(page).getByRole('link', { name: 'Workspace' }).click();
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForTimeout(5_000);
    await header(page).getByRole('link', { name: 'Find services' }).click();
    await page.waitForTimeout(1_000);
  }
  await header(page).getByRole('link', { name: 'Workspace' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();

  expect(unauthorized, 'API answers 401').toEqual([]);
  expect(renewals.length).toBeGreaterThanOrEqual(3);
  // Every renewal was sent before the token it replaced expired.
  for (let i = 1; i < grants.length; i += 1) {
    const previous = grants[i - 1];
    const renewal = renewals[i - 1];
    if (!previous || !renewal) continue;
    expect(renewal.sentAt).toBeLessThan(previous.receivedAt + previous.expiresIn * 1000);
  }
});
