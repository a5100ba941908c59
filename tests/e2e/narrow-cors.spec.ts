/**
 * A platform whose CORS preflight allows only the headers the spec names
 * (`SANDBOX_CORS_HEADERS=spec`): the app finds out that `Idempotency-Key` is refused and orders
 * without it (src/lib/http/extraHeaders.ts); the answer to the first order creation that reaches
 * the server is lost, and the app finds the draft it made instead of making a second.
 */
import { sandboxApi, stateBadge, unique } from './orders.support';
import { expect, signInAndGo, testWithExtraStack } from './support/fixtures';

const test = testWithExtraStack(57, {
  SANDBOX_CORS_HEADERS: 'spec',
  SANDBOX_FAULTS: 'lose@POST/services/v1/orders$=1',
});

test('with only the spec’s headers allowed and the first answer lost, asking for a quote from a service page makes one order', async ({
  page,
  stack,
}) => {
  const api = sandboxApi(stack.ports);
  const service = await api.firstServiceOf('gjenbrukOslo');
  const name = unique('Narrow CORS: oak doors');
  await signInAndGo(
    page,
    'customer',
    `${stack.appUrl}/services/${service.solutionId}?category=${service.categoryId}`,
  );
  await page.getByRole('link', { name: 'Ask for a quote' }).click();
  await page.getByLabel('Order name').fill(name);
  await page.getByLabel('Message to the supplier').fill('Six oak doors, picked up in Bergen.');
  await page.getByRole('button', { name: 'Ask for a quote' }).click();

  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const id = Number(/\/orders\/(\d+)$/.exec(page.url())?.[1]);
  await expect(stateBadge(page)).toHaveText('Quote requested');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await api.customerOrdersNamed('byggherre', name)).toEqual([id]);
});
