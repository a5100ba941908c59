/**
 * What a person meets when choosing (issue 44), in English and in Bokmål, at 1440 and 390 px, with
 * axe on each page: the providers listed before typing; the climate report opening on the side
 * that has approved orders; a request that belongs to its person and
 * organisation (kept across a reload, gone after sign-out and a change of organisation); asking
 * three providers, comparing their three quotes in NOK beside one in EUR (each row names its best
 * within a currency or unit), accepting one and cancelling the others. Expectations come from the
 * sandbox's answers and the words below, never from the app's code. Each journey reports what
 * each row of its comparison names as best (annotation "best by row").
 */
import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { DEMO_ORGANIZATIONS } from '../../sandbox/store/seed/types.ts';
import { bestByRow, leftOutNotes, compareApi, type ApiOrder } from './compare.support';
import { inDays, unique } from './orders.support';
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
  testWithExtraStack,
} from './support/fixtures';
import { basePort, stackPorts } from './support/stack';

test.describe.configure({ timeout: 300_000 });

const { byggherre, gjenbrukOslo } = DEMO_ORGANIZATIONS;
const api = compareApi(stackPorts(basePort()));
/**
 * The comparison journeys on a stack of their own: the three providers share few categories, and
 * the other comparison journey takes the first free one on the main stack.
 */
const choosing = testWithExtraStack(54, {});

/** The words a person reads, in each language (as the journeys expect them, not the app's keys). */
const WORDS = {
  en: {
    locale: 'en-GB',
    providerName: 'Provider name',
    providers: (count: number) => (count === 1 ? '1 provider' : `${count} providers`),
    theirServices: 'See their services',
    add: (service: string) => `Add to your request (${service})`,
    count: (count: number) => `Your request (${count})`,
    anyCount: /^Your request \(\d+\)$/,
    requestTitle: 'Your request',
    ordersName: 'Name of the orders',
    message: 'Message to the suppliers',
    askAll: 'Ask all for a quote',
    results: 'What happened',
    allAsked: (count: number) => `All ${count} suppliers were asked.`,
    caption: /^Quotes on .+, one column per quote$/,
    price: 'Price',
    lowest: (currency: string) => `Lowest price in ${currency}`,
    leftOut: (supplier: string, currency: string) =>
      `Price: ${supplier} (${currency}) left out of the ranking`,
    accept: (supplier: string) => `Accept the quote from ${supplier}`,
    yesAccept: 'Yes, accept the quote',
    accepted: (supplier: string) => `You accepted the quote from ${supplier}.`,
    cancelOthers: (count: number) => `Cancel the other ${count} orders`,
    yesCancel: 'Yes, cancel them',
    cancelled: (order: string, supplier: string) => `Cancelled: ${order} (${supplier})`,
    climate: 'Climate report',
    orderedByUs: /^Ordered by us/,
    deliveredByUs: /^Delivered by us/,
  },
  nb: {
    locale: 'nb-NO',
    providerName: 'Navn på leverandør',
    providers: (count: number) => (count === 1 ? '1 leverandør' : `${count} leverandører`),
    theirServices: 'Se tjenestene deres',
    add: (service: string) => `Legg til i forespørselen din (${service})`,
    count: (count: number) => `Forespørselen din (${count})`,
    anyCount: /^Forespørselen din \(\d+\)$/,
    requestTitle: 'Forespørselen din',
    ordersName: 'Navn på bestillingene',
    message: 'Melding til leverandørene',
    askAll: 'Be alle om tilbud',
    results: 'Hva som skjedde',
    allAsked: (count: number) => `Alle ${count} leverandørene er spurt.`,
    caption: /^Tilbud i .+, én kolonne per tilbud$/,
    price: 'Pris',
    lowest: (currency: string) => `Lavest pris i ${currency}`,
    leftOut: (supplier: string, currency: string) =>
      `Pris: ${supplier} (${currency}) er ikke med i rangeringen`,
    accept: (supplier: string) => `Godta tilbudet fra ${supplier}`,
    yesAccept: 'Ja, aksepter tilbudet',
    accepted: (supplier: string) => `Du godtok tilbudet fra ${supplier}.`,
    cancelOthers: (count: number) => `Kanseller de ${count} andre bestillingene`,
    yesCancel: 'Ja, kanseller dem',
    cancelled: (order: string, supplier: string) => `Kansellert: ${order} (${supplier})`,
    climate: 'Klimarapport',
    orderedByUs: /^Bestilt av oss/,
    deliveredByUs: /^Levert av oss/,
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

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

/** The header's "Your request (N)" link, whatever N. */
const requestLink = (page: Page, words: Words) =>
  header(page).getByRole('link', { name: words.anyCount });

for (const language of ['en', 'nb'] as const) {
  const words = WORDS[language];
  test.describe(language === 'en' ? 'in English' : 'in Bokmål', () => {
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
      const ordered = await approvedAs(gjenbrukOslo.id, 'customer');
      expect(await approvedAs(gjenbrukOslo.id, 'supplier')).toBeGreaterThan(0);
      await page.setViewportSize(WIDE);
      await signInAt(page, 'supplier', '/workspace/climate');
      await expect(page.getByRole('heading', { level: 1, name: words.climate })).toBeVisible();
      await expect(
        page.getByRole('radio', { name: ordered > 0 ? words.orderedByUs : words.deliveredByUs }),
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

    choosing(
      'a customer asks three providers, compares three NOK quotes beside one in EUR, and chooses one',
      async ({ page, stack }) => {
        const api = compareApi(stack.ports);
        const app = stack.appUrl;
        // A category away from the orders still being chosen (the seeded comparison's); the other
        // language's journey, before this one, has chosen on its category already.
        const open = await api.customerOrders(byggherre.id, '', 'REQUESTED,QUOTED');
        const found = await api.threeProviders(
          open.flatMap((order) => order.lines.map((line) => line.categoryId)),
        );
        const name = unique(language === 'en' ? 'Four quotes' : 'Fire tilbud');

        // The request, from the search.
        await page.setViewportSize(WIDE);
        await signInAndGo(page, 'customer', `${app}/?category=${found.className}&match=exact`);
        for (const service of found.services)
          await page
            .getByRole('article', { name: service.name })
            .filter({ has: page.locator(`a[href^="/services/${service.id}?"]`) })
            .getByRole('button', { name: words.add(service.name) })
            .click();
        await header(page)
          .getByRole('link', { name: words.count(3) })
          .click();
        await expect(
          page.getByRole('heading', { level: 1, name: words.requestTitle }),
        ).toBeVisible();
        await page.getByLabel(words.ordersName).fill(name);
        await page.getByLabel(words.message).fill('Pick-up on site, about 40 units.');
        await expectNoAxeViolations(page);
        await page.setViewportSize(PHONE);
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: words.askAll }).click();
        await expect(page.getByRole('heading', { name: words.results })).toBeFocused();
        await expect(page.getByText(words.allAsked(3))).toBeVisible();
        await expectNoAxeViolations(page);

        // Three quotes in NOK from the suppliers' own sessions, and a fourth order in EUR.
        const orders = await api.customerOrders(byggherre.id, name);
        expect(orders).toHaveLength(3);
        const prices = [12400, 11900, 13100];
        for (const [index, order] of orders.entries())
          await api.quote(order.supplier.id, order.id, {
            quotedPrice: prices[index],
            quotedCurrency: 'NOK',
            estimatedStartDate: inDays(7 + index),
            estimatedCompletionDate: inDays(20 + index),
            quoteValidUntil: inDays(10 + index),
          });
        const euroService = found.services[0];
        if (!euroService) throw new Error('no service');
        const euroOrder = v.parse(
          v.looseObject({ id: v.number() }),
          await api.asOrg(byggherre.id, 'POST', '/services/v1/orders', {
            name: `${name} EUR`,
            lines: [{ solutionId: euroService.id, categoryId: found.categoryId }],
          }),
        );
        await api.asOrg(
          byggherre.id,
          'POST',
          `/services/v1/orders/${euroOrder.id}/transitions/request-quote`,
          {},
        );
        await api.quote(euroService.organizationId, euroOrder.id, {
          quotedPrice: 1050,
          quotedCurrency: 'EUR',
          estimatedStartDate: inDays(5),
          estimatedCompletionDate: inDays(18),
          quoteValidUntil: inDays(14),
        });
        const quoted = await Promise.all(
          [...orders.map((order) => order.id), euroOrder.id].map((id) =>
            api.order(byggherre.id, id),
          ),
        );
        const nok = quoted.filter((order) => order.quoteDetails?.quotedCurrency === 'NOK');
        const euro = quoted.find((order) => order.quoteDetails?.quotedCurrency === 'EUR');
        if (!euro) throw new Error('no EUR quote');
        const cheapest = nok.reduce((best, order) =>
          (order.quoteDetails?.quotedPrice ?? Infinity) <
          (best.quoteDetails?.quotedPrice ?? Infinity)
            ? order
            : best,
        );
        const others = quoted.filter((order) => order.id !== cheapest.id);

        // The comparison at 1440 px: the cheapest NOK quote named, the EUR one left out once.
        await page.setViewportSize(WIDE);
        await page.goto(`${app}/orders/compare?category=${found.categoryId}`);
        const table = page.getByRole('table', { name: words.caption });
        await expect(table).toBeVisible();
        const suppliers = (await table.getByRole('columnheader').allInnerTexts()).slice(1);
        expect(suppliers).toHaveLength(4);
        // The cheapest NOK quote's column: the one whose order link is that order's.
        const orderLinks = await table.getByRole('link').allInnerTexts();
        const column = orderLinks.indexOf(cheapest.name);
        expect(column).toBeGreaterThanOrEqual(0);
        const priceRow = table
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: words.price, exact: true }) });
        await expect(priceRow.getByRole('cell').nth(column)).toContainText(words.lowest('NOK'));
        await expect(priceRow.getByText(words.lowest('EUR'))).toHaveCount(0);
        await expect(priceRow.getByText(/Lowest price|Lavest pris/)).toHaveCount(1);
        await expect(page.getByText(words.leftOut(euro.supplier.name, 'EUR'))).toHaveCount(1);
        const named = await bestByRow(table);
        test.info().annotations.push({
          type: 'best by row',
          description: `three NOK quotes and one EUR (${language}): ${JSON.stringify(named)}; notes: ${JSON.stringify(await leftOutNotes(page))}`,
        });
        expect(named[words.price]).toHaveLength(1);
        await expectNoAxeViolations(page);

        // At 390 px: a card per quote, the same words.
        await page.setViewportSize(PHONE);
        const cards = page.getByRole('list', { name: words.caption });
        await expect(cards.getByRole('article')).toHaveCount(4);
        const card = cards
          .getByRole('article', { name: cheapest.supplier.name })
          .filter({ has: page.getByRole('link', { name: cheapest.name }) });
        await expect(card).toContainText(words.lowest('NOK'));
        await expectNoAxeViolations(page);

        // Choose: accept the cheapest NOK quote, then cancel the three others in one step.
        await card.getByRole('button', { name: words.accept(cheapest.supplier.name) }).click();
        await page.getByRole('button', { name: words.yesAccept, exact: true }).click();
        await expect(page.getByText(words.accepted(cheapest.supplier.name))).toBeVisible();
        await page.getByRole('button', { name: words.cancelOthers(3), exact: true }).click();
        await page.getByRole('button', { name: words.yesCancel, exact: true }).click();
        for (const order of others)
          await expect(
            page.getByText(words.cancelled(order.name, order.supplier.name)),
          ).toBeVisible();
        await expectNoAxeViolations(page);
        expect((await api.order(byggherre.id, cheapest.id)).state).toBe('ACCEPTED');
        const states = await Promise.all(
          others.map(async (order: ApiOrder) => (await api.order(byggherre.id, order.id)).state),
        );
        expect(states).toEqual(others.map(() => 'CANCELLED'));
      },
    );
  });
}
