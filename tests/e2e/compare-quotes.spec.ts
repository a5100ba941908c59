/**
 * Asking several providers at once (issue 37) when one order creation loses its answer: it is
 * reported, asked again, and the server holds three orders of one request. Comparing and choosing
 * are journeys of choosing.spec.ts. Expectations come from the sandbox's answers.
 */
import type { Page } from '@playwright/test';
import { DEMO_ORGANIZATIONS } from '../../sandbox/store/seed/types.ts';
import { compareApi } from './compare.support';
import { firstServiceOf, unique } from './orders.support';
import {
  expect,
  expectNoAxeViolations,
  header,
  signInAndGo,
  test,
  testWithExtraStack,
} from './support/fixtures';

test.describe.configure({ timeout: 180_000 });

const { byggherre } = DEMO_ORGANIZATIONS;
const MESSAGE = 'About 40 units, pick-up on site. Please quote by Friday.';
const SHOTS = process.env.E2E_COMPARE_SCREENSHOTS;

type Api = ReturnType<typeof compareApi>;

/** A category where the three providers meet, away from the orders other journeys choose on. */
async function freshCategory(api: Api) {
  const choosing = await api.customerOrders(byggherre.id, '', 'REQUESTED,QUOTED');
  const busy = choosing.flatMap((order) => order.lines.map((line) => line.categoryId));
  return api.threeProviders([...busy, (await firstServiceOf('gjenbrukOslo')).categoryId]);
}

/** From the search: the three services into "Your request", then asked in one step. */
async function askThree(page: Page, api: Api, origin: string) {
  const found = await freshCategory(api);
  const name = unique('Three quotes');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAndGo(page, 'customer', `${origin}/?category=${found.className}&match=exact`);
  for (const service of found.services) {
    // Its card: the one whose link leads to this service (a provider may offer two of a name).
    const card = page
      .getByRole('article', { name: service.name })
      .filter({ has: page.locator(`a[href^="/services/${service.id}?"]`) });
    await card.getByRole('button', { name: `Add to your request (${service.name})` }).click();
  }
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/request-search-1440.png` });
  await header(page).getByRole('link', { name: 'Your request (3)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your request' })).toBeVisible();
  await page.getByLabel('Name of the orders').fill(name);
  await page.getByLabel('Message to the suppliers').fill(MESSAGE);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Ask all for a quote' }).click();
  await expect(page.getByRole('heading', { name: 'What happened' })).toBeFocused();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/request-asked-1440.png`, fullPage: true });
  return { ...found, name };
}

// The answer of the second order creation is lost after the server made the order.
const faulty = testWithExtraStack(45, { SANDBOX_FAULTS: 'lose@POST/services/v1/orders$=2' });

faulty(
  'one request fails once: it is reported, asked again, and three orders exist',
  async ({ page, stack }) => {
    const api = compareApi(stack.ports);
    const asked = await askThree(page, api, stack.appUrl);
    await expect(page.getByText('2 asked, 1 not asked: try again below.')).toBeVisible();
    await expect(page.getByText(/^Not asked: /)).toHaveCount(1);
    await page.getByRole('button', { name: 'Ask the failed one again' }).click();
    await expect(page.getByText('All 3 suppliers were asked.')).toBeVisible();
    const orders = await api.customerOrders(byggherre.id, asked.name);
    expect(orders).toHaveLength(3);
    expect(orders.every((order) => order.state === 'REQUESTED')).toBe(true);
    expect(new Set(orders.map((order) => order.supplier.id)).size).toBe(3);
    // One request: the retry sent the same mark, so the names share everything before the provider.
    expect(new Set(orders.map((order) => order.name.split(' – ')[0])).size).toBe(1);
  },
);
