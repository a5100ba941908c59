/**
 * Typed input survives the end of a session (issue 12, decision 0080): a customer types a new
 * order, the session ends (its grant is revoked at the identity provider, so the next renewal
 * fails), the customer signs in again and finds the typed name; the order then created carries it,
 * once. The journey fails when the typed text is lost: the form would then show the service's
 * name, which it fills in by itself.
 *
 * A stack of its own with 8-second tokens: the app renews every 3 s, so the revoked session ends
 * within one renewal and its retry (sessionMachine.ts), inside the default expect time-out. The
 * renewal journey shares it: renewed before expiry, the app keeps working past three lifetimes.
 */
import * as v from 'valibot';
import { sandboxApi, unique } from './orders.support';
import { expect, header, signIn, signInAt, testWithExtraStack } from './support/fixtures';

const test = testWithExtraStack(30, { SANDBOX_TOKEN_TTL: '8' });

const tokenAnswer = v.looseObject({ refresh_token: v.string() });

test('a new order typed before the session ended is there after signing in again', async ({
  page,
  stack,
}) => {
  const api = sandboxApi(stack.ports);
  const name = unique('Typed before the session ended');
  const tokenUrl = `http://127.0.0.1:${stack.ports.auth}/realms/sandbox/protocol/openid-connect`;

  // The newest refresh token the app received (rotated on every renewal).
  const latest: { refreshToken: string | null } = { refreshToken: null };
  page.on('response', async (response) => {
    if (response.url() !== `${tokenUrl}/token` || !response.ok()) return;
    const parsed = v.safeParse(tokenAnswer, await response.json().catch(() => null));
    if (parsed.success) latest.refreshToken = parsed.output.refresh_token;
  });

  const service = await api.firstServiceOf('gjenbrukOslo');
  await signInAt(
    page,
    'customer',
    `${stack.appUrl}/orders/new?solutionId=${service.solutionId}&categoryId=${service.categoryId}`,
  );
  const field = page.getByLabel('Order name');
  // The form fills in the service's name by itself; what the customer types replaces it.
  await expect(field).toHaveValue(service.name);
  await field.fill(name);

  // The session ends: the grant is revoked, so the app's next renewal is refused.
  await expect.poll(() => latest.refreshToken).not.toBeNull();
  const revoked = await fetch(`${tokenUrl}/revoke`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: latest.refreshToken ?? '',
      token_type_hint: 'refresh_token',
      client_id: 'circular-web',
    }),
  });
  expect(revoked.ok).toBe(true);
  const ended = page.getByText('Your session has ended. Sign in again to continue where you were.');
  await expect(ended.first()).toBeVisible();
  await expect(field).toHaveCount(0);

  // Sign in again from the page: the provider still knows the browser (only the grant was
  // revoked, not its session there), so it answers without asking for the password again.
  await page.getByRole('button', { name: 'Sign in again' }).first().click();
  await expect(field).toBeVisible();
  await expect(page.getByLabel(/^(Username|Brukernavn)$/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/orders\/new\?/);
  await expect(field).toHaveValue(name);

  // The order created now carries the typed name, and exists once.
  await page.getByRole('button', { name: 'Create draft order' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const id = Number(/\/orders\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await api.customerOrdersNamed('byggherre', name)).toEqual([id]);
});

test('with 8-second tokens the app renews before expiry and keeps working past three lifetimes', async ({
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

  // Use the app now and then for a little over three token lifetimes (24 s): organisation pages
  // call the API. The waits are the point of this journey: time has to pass.
  while (Date.now() - started < 27_000) {
    await header(page).getByRole('link', { name: 'Workspace' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(3_000);
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
