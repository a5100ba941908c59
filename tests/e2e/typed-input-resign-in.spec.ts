/**
 * Typed input survives the end of a session (issue 12, decision 0080): a customer types a new
 * order, the session ends (its grant is revoked at the identity provider, so the next renewal
 * fails), the customer signs in again and finds the typed name; the order then created carries it,
 * once. The journey fails when the typed text is lost: the form would then show the service's
 * name, which it fills in by itself.
 *
 * A stack of its own with 8-second tokens: the app renews every 3 s, so the revoked session ends
 * within one renewal and its retry (sessionMachine.ts), inside the default expect time-out.
 */
import * as v from 'valibot';
import { sandboxApi, unique } from './orders.support';
import { expect, signInAt, testWithExtraStack } from './support/fixtures';

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
