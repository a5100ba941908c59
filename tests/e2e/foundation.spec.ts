import {
  chooseOrganization,
  demoUser,
  E2E_DEMO_PASSWORD,
  expect,
  fillLoginForm,
  expectNoAxeViolations,
  header,
  signIn,
  signOut,
  test,
} from './support/fixtures';

test('a visitor sees the home page with the shell, in both languages', async ({ page }) => {
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: /Circular services/ })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(page);

  await header(page).getByRole('combobox', { name: 'Language' }).selectOption('nb');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(header(page).getByRole('button', { name: 'Logg inn' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown address shows the not-found page inside the shell', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await expectNoAxeViolations(page);
});

test('the preview server sends the production security headers', async ({ request }) => {
  const response = await request.get('/orders/1');
  expect(response.status()).toBe(200);
  const csp = response.headers()['content-security-policy'] ?? '';
  for (const directive of [
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+ http:\/\/127\.0\.0\.1:\d+/);
  expect(csp).toContain('img-src');
  expect(response.headers()['referrer-policy']).toBe('no-referrer');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('a customer signs in through the provider and sees name and organisation', async ({
  page,
}) => {
  const customer = demoUser('customer');
  await page.goto('/');
  await signIn(page, 'customer');
  await expect(header(page).getByText(customer.name)).toBeVisible();
  await expect(header(page).getByText(customer.organizations[0] ?? '-')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectNoAxeViolations(page);

  // A reload restores the session without showing the login form.
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(header(page).getByText(customer.name)).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);

  await signOut(page);
  await expect(header(page).getByText(customer.name)).toHaveCount(0);
  // After signing out, a reload does not bring the session back.
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a wrong password shows the provider’s error', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'customer', { password: 'not-the-password', expectSuccess: false });
  await expect(page.getByText('Wrong username or password.')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('a user in two organisations must choose one and can switch; the choice survives a reload and holds in a new tab', async ({
  page,
}) => {
  const multi = demoUser('multi');
  const [first, second] = multi.organizations;
  if (!first || !second) throw new Error('multi must have two organisations');
  // A protected page sends the visitor to the provider and brings them back to it.
  await page.goto('/workspace');
  await fillLoginForm(page, 'multi', E2E_DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/workspace$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose an organisation' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await chooseOrganization(page, first);
  await expect(page.getByRole('heading', { name: 'Choose an organisation' })).toHaveCount(0);
  const switcher = header(page).getByRole('combobox', { name: 'Organisation' });
  await expect(switcher.locator('option:checked')).toHaveText(first);

  await chooseOrganization(page, second);
  await expect(switcher.locator('option:checked')).toHaveText(second);
  await expectNoAxeViolations(page);

  // The choice survives a reload.
  await page.reload();
  await expect(switcher.locator('option:checked')).toHaveText(second);
  await expect(page.getByRole('heading', { name: 'Choose an organisation' })).toHaveCount(0);

  // A new tab of the same browser: the same choice, offered at once; never in the address.
  const tab = await page.context().newPage();
  await tab.goto('/workspace');
  await expect(
    header(tab).getByRole('combobox', { name: 'Organisation' }).locator('option:checked'),
  ).toHaveText(second);
  await expect(tab.getByRole('heading', { name: 'Choose an organisation' })).toHaveCount(0);
  const secondId = multi.organizationIds[1] ?? '';
  expect(secondId).not.toBe('');
  expect(tab.url()).not.toContain(secondId);
});
