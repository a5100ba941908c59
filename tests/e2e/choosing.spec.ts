/**
 * What a person meets when choosing (issue 44), at 1440 and 390 px, with axe on each page. In
 * English: the providers listed before typing, the climate report opening on the side that has
 * approved orders, and a request that belongs to its person and organisation (kept across a
 * reload, gone after sign-out and a change of organisation). In Bokmål: asking three providers in
 * one step beside another quoted job on the same category (issue 50): the
 * comparison, from the order list and, in a fresh browser, from an order's page, holds exactly
 * the three, with "Lowest price" beside the cheapest of them; a fourth added by hand is ranked and
 * taken out again; accepting one cancels only the other two. Expectations come from the
 * sandbox's answers and the words below, never from the app's code. Each journey reports what
 * each row of its comparison names as best (annotation "best by row").
 */
import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { DEMO_ORGANIZATIONS } from '../../sandbox/store/seed/types.ts';
import { compareApi, expectCompared, lowest, type ApiOrder } from './compare.support';
import { WORDS, type Words } from './choosing.support';
import { inDays, orderRolesOf, unique } from './orders.support';
import {
  chooseOrganization,
  demoUser,
  expect,
  expectNoAxeViolations,
  header,
  signIn,
  signInAndGo,
  signInAt,
  signOut,
  test,
} from './support/fixtures';
import { basePort, stackPorts } from './support/stack';

test.describe.configure({ timeout: 300_000 });

const { byggherre, gjenbrukOslo } = DEMO_ORGANIZATIONS;
const api = compareApi(stackPorts(basePort()));

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const Providers = v.array(v.looseObject({ name: v.string() }));
const Counted = v.looseObject({ page: v.looseObject({ totalElements: v.number() }) });

/** How many approved orders the organisation has on one side, as the API counts them. */
const approvedAs = async (orgId: string, role: 'customer' | 'supplier') =>
  v.parse(
    Counted,
    await api.asOrg(orgId, 'GET', `/services/v1/orders?pageSize=1&state=APPROVED&role=${role}`),
  ).page.totalElements;

const MESSAGE = 'Pick-up on site, about 40 units.';

/** The header's "Your request (N)" link, whatever N. */
const requestLink = (page: Page, words: Words) =>
  header(page).getByRole('link', { name: words.anyCount });

// Each rule is walked in one language, and each language's words are read by the journeys in it:
// the providers, the climate report's side and the request's owner in English, asking three
// providers and choosing one in Bokmål (the comparison's English words in a browser:
// compare-seed.spec.ts; its English steps: ComparePage.test.tsx).
test.describe('in English', () => {
  const words = WORDS.en;
  test.use({ locale: words.locale });

  test('the providers are listed before anyone types, and typing narrows the list', async ({
    page,
  }) => {
    const listed = v.parse(
      Providers,
      await (await fetch(`${api.API}/orgadmin/v1/providers`)).json(),
    );
    expect(listed.length).toBeGreaterThan(1);
    for (const size of [WIDE, PHONE]) {
      await page.setViewportSize(size);
      await page.goto('/providers');
      await expect(page.getByText(words.providers(listed.length), { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: words.theirServices })).toHaveCount(
        listed.length,
      );
      await expectNoAxeViolations(page);
    }
    const first = listed[0]?.name ?? '';
    const typed = first.slice(0, 3);
    const narrowed = listed.filter((provider) =>
      provider.name.toLocaleLowerCase().includes(typed.toLocaleLowerCase()),
    );
    await page.getByLabel(words.providerName).fill(typed);
    await expect(page.getByText(words.providers(narrowed.length), { exact: true })).toBeVisible();
    for (const provider of narrowed)
      await expect(page.getByRole('heading', { name: provider.name, exact: true })).toBeVisible();
  });

  test('the climate report opens on the side that has approved orders', async ({ page }) => {
    expect(await approvedAs(gjenbrukOslo.id, 'supplier')).toBeGreaterThan(0);
    // The customer's side first unless the identity provider says it does not order.
    const roles = await orderRolesOf('gjenbrukOslo');
    const opensOnOrdered =
      roles?.includes('customer') !== false && (await approvedAs(gjenbrukOslo.id, 'customer')) > 0;
    await page.setViewportSize(WIDE);
    await signInAt(page, 'supplier', '/workspace/climate');
    await expect(page.getByRole('heading', { level: 1, name: words.climate })).toBeVisible();
    await expect(
      page.getByRole('radio', { name: opensOnOrdered ? words.orderedByUs : words.deliveredByUs }),
    ).toBeChecked();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
  });

  test('the request belongs to its person and organisation', async ({ page }) => {
    await page.setViewportSize(WIDE);
    const found = await api.threeProviders([]);
    const service = found.services[0];
    if (!service) throw new Error('no service');
    const search = `/?category=${found.className}&match=exact`;
    await signInAndGo(page, 'customer', search);
    await page
      .getByRole('article', { name: service.name })
      .filter({ has: page.locator(`a[href^="/services/${service.id}?"]`) })
      .getByRole('button', { name: words.add(service.name) })
      .click();
    await expect(header(page).getByRole('link', { name: words.count(1) })).toBeVisible();
    // A reload keeps it for the same person.
    await page.reload();
    await expect(header(page).getByRole('link', { name: words.count(1) })).toBeVisible();
    await expectNoAxeViolations(page);

    // Signed out and in again in the same tab: gone.
    await signOut(page);
    await expect(requestLink(page, words)).toHaveCount(0);
    await page.goto(search);
    await signIn(page, 'customer');
    await expect(page.getByRole('button', { name: words.add(service.name) })).toBeVisible();
    await expect(requestLink(page, words)).toHaveCount(0);

    // Another person in the same tab, acting for one organisation, then another.
    await signOut(page);
    await page.goto(search);
    await signIn(page, 'multi');
    const [first, second] = demoUser('multi').organizations;
    if (!first || !second) throw new Error('multi has two organisations');
    await chooseOrganization(page, first);
    await expect(requestLink(page, words)).toHaveCount(0);
    await page.getByRole('button', { name: words.add(service.name) }).click();
    await expect(header(page).getByRole('link', { name: words.count(1) })).toBeVisible();
    await chooseOrganization(page, second);
    await expect(requestLink(page, words)).toHaveCount(0);
    await chooseOrganization(page, first);
    await expect(requestLink(page, words)).toHaveCount(0);
  });
});

test.describe('in Bokmål', () => {
  const words = WORDS.nb;
  test.use({ locale: words.locale });

  test('three providers asked in one step are compared apart from other quotes, and choosing closes only them', async ({
    page,
    newUserPage,
  }) => {
    // Where the three providers meet.
    const found = await api.threeProviders([]);
    const [first] = found.services;
    if (!first) throw new Error('no service');
    const name = unique('Bryggen-stoler');

    // Another job on the same category, asked on its own and quoted lower than any below.
    const other = v.parse(
      v.looseObject({ id: v.number() }),
      await api.asOrg(byggherre.id, 'POST', '/services/v1/orders', {
        name: unique('Annen jobb'),
        lines: [{ solutionId: first.id, categoryId: found.categoryId }],
      }),
    );
    await api.asOrg(
      byggherre.id,
      'POST',
      `/services/v1/orders/${other.id}/transitions/request-quote`,
      {},
    );
    await api.quote(first.organizationId, other.id, {
      quotedPrice: 9900,
      quotedCurrency: 'NOK',
      quoteValidUntil: inDays(14),
    });

    // The request, from the search, asked in one step.
    await page.setViewportSize(WIDE);
    await signInAndGo(page, 'customer', `/?category=${found.className}&match=exact`);
    for (const service of found.services)
      await page
        .getByRole('article', { name: service.name })
        .filter({ has: page.locator(`a[href^="/services/${service.id}?"]`) })
        .getByRole('button', { name: words.add(service.name) })
        .click();
    await header(page)
      .getByRole('link', { name: words.count(3) })
      .click();
    await page.getByLabel(words.ordersName).fill(name);
    await page.getByLabel(words.message).fill(MESSAGE);
    await page.getByRole('button', { name: words.askAll }).click();
    await expect(page.getByRole('heading', { name: words.results })).toBeFocused();
    await expect(page.getByText(words.allAsked(3))).toBeVisible();
    await expectNoAxeViolations(page);

    // One order per provider, each asked with the message; each supplier quotes.
    const orders = await api.customerOrders(byggherre.id, name);
    expect(orders.map((order) => order.supplier.id).sort()).toEqual(
      found.services.map((service) => service.organizationId).sort(),
    );
    const prices = [56900, 41250, 48500];
    for (const [index, order] of orders.entries()) {
      const [asked] = await api.history(byggherre.id, order.id);
      expect(asked).toMatchObject({ transition: 'request-quote', notes: MESSAGE });
      await api.quote(order.supplier.id, order.id, {
        quotedPrice: prices[index],
        quotedCurrency: 'NOK',
        estimatedStartDate: inDays(7 + index),
        estimatedCompletionDate: inDays(20 + index),
        quoteValidUntil: inDays(10 + index),
      });
    }
    const three = await Promise.all(orders.map((order) => api.order(byggherre.id, order.id)));
    const outside = await api.order(byggherre.id, other.id);
    const cheapest = lowest(three);

    // From the order list on a phone; the fresh browser below is wide.
    await page.setViewportSize(PHONE);
    await page.goto('/orders');
    const links = page.getByRole('list', { name: words.compareTitle });
    await expect(links).toHaveCSS('list-style-type', 'none');
    await links.getByRole('link', { name: words.compareRequest(name, 3) }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.heading(name) })).toBeVisible();
    await expectCompared(page, words, three, cheapest);
    await expectNoAxeViolations(page);

    // A fourth quote added by hand is ranked with them; taken out, gone. What is on screen
    // is in the address: a fresh browser given it shows the same four.
    await page.getByRole('checkbox', { name: outside.name }).check();
    await expectCompared(page, words, [...three, outside], outside);
    const shared = page.url();
    await page.getByRole('checkbox', { name: outside.name }).uncheck();
    await expectCompared(page, words, three, cheapest);
    const fresh = await newUserPage('customer', shared, words.locale);
    await fresh.setViewportSize(WIDE);
    await expectCompared(fresh, words, [...three, outside], outside);

    // From an order's page of the request, in the fresh browser: the same three.
    await fresh.getByRole('link', { name: cheapest.name, exact: true }).click();
    await fresh.getByRole('link', { name: words.compareThisRequest(3) }).click();
    await expect(fresh.getByRole('heading', { level: 1, name: words.heading(name) })).toBeVisible();
    await expectCompared(fresh, words, three, cheapest);
    await expectNoAxeViolations(fresh);

    // Choose: accept the cheapest of the three; only the other two are offered and cancelled.
    await fresh.getByRole('button', { name: words.accept(cheapest.supplier.name) }).click();
    await fresh.getByRole('button', { name: words.yesAccept, exact: true }).click();
    await expect(fresh.getByText(words.accepted(cheapest.supplier.name))).toBeVisible();
    await fresh.getByRole('button', { name: words.cancelOthers(2), exact: true }).click();
    await fresh.getByRole('button', { name: words.yesCancel, exact: true }).click();
    const others = three.filter((order) => order.id !== cheapest.id);
    for (const order of others)
      await expect(fresh.getByText(words.cancelled(order.name, order.supplier.name))).toBeVisible();
    await expectNoAxeViolations(fresh);
    const states = async (list: readonly ApiOrder[]) =>
      Promise.all(list.map(async (order) => (await api.order(byggherre.id, order.id)).state));
    expect(await states([cheapest, ...others, outside])).toEqual([
      'ACCEPTED',
      'CANCELLED',
      'CANCELLED',
      'QUOTED',
    ]);
    for (const order of others)
      expect((await api.history(order.supplier.id, order.id)).at(-1)).toMatchObject({
        transition: 'cancel',
        notes: words.note,
        actor: { organizationId: byggherre.id, role: 'CUSTOMER' },
      });
  });
});
