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
  /** Every answer of the API, in the order they came: a 401 must be followed by a success. */
  const answers: { url: string; status: number }[] = [];
  const tokenRequests: { sentAt: number; renewal: boolean }[] = [];
  const grants: { receivedAt: number; expiresIn: number }[] = [];

  page.on('request', (request) => {
    if (!request.url().endsWith('/protocol/openid-connect/token')) return;
    const renewal = request.postData()?.includes('grant_type=refresh_token') ?? false;
    tokenRequests.push({ sentAt: Date.now(), renewal });
  });
  page.on('response', async (response) => {
    if (response.url().startsWith(apiOrigin)) {
      answers.push({ url: response.url(), status: response.status() });
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
  // call the API. The waits are the point of this journey: time has to pass.
  while (Date.now() - started < 40_000) {
    await header(page).getByRole('link', { name: 'Workspace' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(5_000);
    await header(page).getByRole('link', { name: 'Find services' }).click();
    await page.waitForTimeout(1_000);
  }
  await header(page).getByRole('link', { name: 'Workspace' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText('Your session has ended')).toHaveCount(0);

  const renewals = tokenRequests.filter((request) => request.renewal);
  expect(renewals.length).toBeGreaterThanOrEqual(3);
  // Every renewal was sent before the token it replaced expired, as the browser knows it (from the
  // answer's arrival). On a starved machine a request sent in time can reach the server late and
  // be answered 401; the app survives that by renewing and asking once more (src/lib/http/client.ts),
  // so a 401 is allowed only when the next answer to the same address is a success.
  for (let i = 1; i < grants.length; i += 1) {
    const previous = grants[i - 1];
    const renewal = renewals[i - 1];
    if (!previous || !renewal) continue;
    expect(renewal.sentAt).toBeLessThan(previous.receivedAt + previous.expiresIn * 1000);
  }
  answers.forEach((answer, index) => {
    if (answer.status !== 401) return;
    const later = answers.slice(index + 1).find((next) => next.url === answer.url);
    expect(later?.status, `the answer after a 401 from ${answer.url}`).toBe(200);
  });
});
