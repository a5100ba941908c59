/**
 * The climate report (issue 49), in English and Bokmål, at 1440 and 390 px on one page each: the
 * totals a journey computes from the API (every approved order of the side, its lines and their
 * services' figures: climate-report.support.ts) are found on the page, in the downloaded
 * spreadsheet (parsed) and in the printed PDF's text; axe on the page and its print view; a period
 * without approved orders says so in one sentence.
 *
 * Nordlys Eiendom's orders (the `multi` user), "Ordered by us": no other journey approves an order
 * it placed, so the figures hold while the journeys run side by side. Besides the seed's, the file
 * approves one order of its own with three lines (three services of Gjenbruk Oslo).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  approvedOrderWithThreeLines,
  expected,
  parseCsv,
  type Expected,
} from './climate-report.support';
import { ORG } from './orders.support';
import { expect, expectNoAxeViolations, signInAt, test } from './support/fixtures';

/** A code in the journey's words, or the code itself (then the page's words will not match). */
const wordFor = (table: Readonly<Record<string, string>>, code: string) => table[code] ?? code;

const plural = (count: number, one: string, other: string) =>
  count === 1 ? one : other.replace('#', String(count));

test.beforeAll(approvedOrderWithThreeLines);

/** The words a person reads (the journey's, not the app's keys). */
const WORDS = {
  en: {
    locale: 'en-GB',
    title: 'Climate report',
    side: 'Ordered by us',
    basis: (e: Expected) =>
      `${plural(e.orders, '1 approved order', '# approved orders')}, ${plural(e.lines, '1 line', '# lines')}, ${plural(e.without, '1 without figures', '# without figures')}`,
    impact: { climateChange: 'Climate change' },
    unit: { kgCO2e: 'kg CO₂e', tCO2e: 't CO₂e' },
    fromLines: (n: number) => plural(n, 'from 1 order line', 'from # order lines'),
    lines: 'Order lines',
    download: 'Download spreadsheet (CSV)',
    downloadTotals: 'Download totals (CSV)',
    totalsFile: /^climate-totals-\d{4}-\d{2}-\d{2}--\d{4}-\d{2}-\d{2}-ordered-by-us\.csv$/,
    total: 'Total',
    print: 'Print / save as PDF',
    file: /^climate-report-\d{4}-\d{2}-\d{2}--\d{4}-\d{2}-\d{2}-ordered-by-us\.csv$/,
    separator: ',',
    kind: 'Kind of period',
    year: 'Year',
    yearKind: 'Year',
    empty: (year: number) => `No order we placed was approved in ${year}.`,
    method: 'Each order line counts the climate figures its service gives for one functional unit',
  },
  nb: {
    locale: 'nb-NO',
    title: 'Klimarapport',
    side: 'Bestilt av oss',
    basis: (e: Expected) =>
      `${plural(e.orders, '1 godkjent bestilling', '# godkjente bestillinger')}, ${plural(e.lines, '1 linje', '# linjer')}, ${plural(e.without, '1 uten klimatall', '# uten klimatall')}`,
    impact: { climateChange: 'Klimaendringer' },
    unit: { kgCO2e: 'kg CO₂e', tCO2e: 't CO₂e' },
    fromLines: (n: number) => plural(n, 'fra 1 bestillingslinje', 'fra # bestillingslinjer'),
    lines: 'Bestillingslinjer',
    download: 'Last ned regneark (CSV)',
    downloadTotals: 'Last ned summer (CSV)',
    totalsFile: /^klimasummer-\d{4}-\d{2}-\d{2}--\d{4}-\d{2}-\d{2}-bestilt-av-oss\.csv$/,
    total: 'Totalt',
    print: 'Skriv ut / lagre som PDF',
    file: /^klimarapport-\d{4}-\d{2}-\d{2}--\d{4}-\d{2}-\d{2}-bestilt-av-oss\.csv$/,
    separator: ';',
    kind: 'Type periode',
    year: 'År',
    yearKind: 'År',
    empty: (year: number) => `Ingen bestilling vi la inn, ble godkjent i ${year}.`,
    method: 'Hver bestillingslinje teller klimatallene tjenesten oppgir for én funksjonell enhet',
  },
} as const;

/** A code the app must never show where a person reads. */
const CODE =
  /\b(climateChange|kgCO2e|tCO2e|VERIFIED|ESTIMATED|SELF_DECLARED|APPROVED|CUSTOMER|SUPPLIER|ordered-by-us)\b/;

const flat = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

for (const language of ['en', 'nb'] as const) {
  const words = WORDS[language];
  test.describe(language === 'en' ? 'in English' : 'in Bokmål', () => {
    // Signed in wide (the header's sign-out button), then read at each width.
    test.use({ locale: words.locale, viewport: WIDE });

    test('the report’s totals are on the page at 1440 and 390 px, in the spreadsheet and in the printed PDF', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const e = await expected();
      test.info().annotations.push({
        type: 'report from the API',
        description: `${e.from}..${e.to}: ${words.basis(e)}; ${JSON.stringify([...e.measures.values()])}`,
      });
      const number = new Intl.NumberFormat(words.locale, { maximumFractionDigits: 2 });
      const measureName = (m: { impact: string; unit: string }) =>
        `${wordFor(words.impact, m.impact)}, ${wordFor(words.unit, m.unit)}`;

      await signInAt(
        page,
        'multi',
        `/workspace/climate?side=customer&period=${e.from}..${e.to}`,
        ORG.nordlysEiendom.name,
      );
      // The page's words, figures and layout at each width; the files and the print view once
      // (they do not depend on the window's width).
      for (const size of [WIDE, PHONE]) {
        await page.setViewportSize(size);
        await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
        await expect(page.getByText(words.basis(e), { exact: true })).toBeVisible();
        for (const m of e.measures.values()) {
          const region = page.getByRole('region', { name: measureName(m), exact: true });
          const shown = flat(await region.locator('.ws-totals').textContent());
          for (const sum of [m.emission, m.savings]) {
            if (sum.lines === 0) continue;
            expect(shown).toContain(
              flat(
                `${number.format(sum.value)} ${wordFor(words.unit, m.unit)} ${words.fromLines(sum.lines)}`,
              ),
            );
          }
        }
        const lines = page.getByRole('region', { name: words.lines });
        await expect(lines.getByRole('row')).toHaveCount(e.lines + 1);
        // Headings and table headers in words, never a code.
        for (const heading of await page
          .locator('h1, h2, h3, h4, th, caption, figcaption')
          .allTextContents())
          expect(heading).not.toMatch(CODE);
        await expectNoAxeViolations(page);
        // Nothing of the report wider than its column: the tables scroll in their own boxes.
        const main = page.getByRole('main');
        expect(await main.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
        // `WORKSPACE_SCREENSHOTS=1` refreshes the workspace README's screenshot.
        if (process.env.WORKSPACE_SCREENSHOTS)
          await page.screenshot({
            path: `test-results/climate-${language}-${size.width}.png`,
            fullPage: true,
          });
        if (process.env.WORKSPACE_SCREENSHOTS && language === 'en' && size === WIDE)
          await page.screenshot({ path: 'docs/workspace-climate.png', fullPage: true });
      }

      // The spreadsheet: one header row, one row per line, the totals add up to the API's.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: words.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(words.file);
      const csv = readFileSync(await download.path(), 'utf8');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = parseCsv(csv.slice(1), words.separator);
      expect(header?.join(' ')).not.toMatch(CODE);
      expect(rows).toHaveLength(e.lines);
      expect(new Set(rows.map((row) => row.length))).toEqual(new Set([header?.length]));
      const read = (cell: string | undefined) => Number((cell ?? '').replace(',', '.'));
      for (const m of e.measures.values()) {
        const mine = rows.filter(
          (row) =>
            row[9] === (m.impact === '' ? '' : wordFor(words.impact, m.impact)) &&
            row[10] === wordFor(words.unit, m.unit),
        );
        const sum = (column: number) =>
          mine.filter((row) => row[column] !== '').map((row) => read(row[column]));
        expect(sum(11).reduce((a, b) => a + b, 0)).toBeCloseTo(m.emission.value, 6);
        expect(sum(11)).toHaveLength(m.emission.lines);
        expect(sum(12).reduce((a, b) => a + b, 0)).toBeCloseTo(m.savings.value, 6);
        expect(sum(12)).toHaveLength(m.savings.lines);
        // Dates in ISO.
        for (const row of mine) expect(row[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }

      // The totals file: per impact category and unit, the total and the lines it rests on.
      const [totalsDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: words.downloadTotals }).click(),
      ]);
      expect(totalsDownload.suggestedFilename()).toMatch(words.totalsFile);
      const totalsText = readFileSync(await totalsDownload.path(), 'utf8').slice(1);
      const totals = parseCsv(totalsText, words.separator).filter((row) => row[2] === words.total);
      expect(totals).toHaveLength(e.measures.size);
      for (const m of e.measures.values()) {
        const row = totals.find(
          (r) =>
            r[0] === (m.impact === '' ? '' : wordFor(words.impact, m.impact)) &&
            r[1] === wordFor(words.unit, m.unit),
        );
        expect(read(row?.[4])).toBeCloseTo(m.emission.value, 6);
        expect(read(row?.[6])).toBeCloseTo(m.savings.value, 6);
        expect([row?.[5], row?.[7]]).toEqual([String(m.emission.lines), String(m.savings.lines)]);
      }

      // The print view: a document without navigation or buttons, axe-clean.
      await page.emulateMedia({ media: 'print' });
      await expectNoAxeViolations(page);
      const dir = mkdtempSync(path.join(tmpdir(), 'climate-pdf-'));
      try {
        const file = path.join(dir, 'report.pdf');
        writeFileSync(file, await page.pdf({ format: 'A4' }));
        const pdf = flat(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
        for (const expectedText of [
          ORG.nordlysEiendom.name,
          words.side,
          words.basis(e),
          words.method,
          ...[...e.measures.values()].flatMap((m) =>
            [m.emission, m.savings]
              .filter((sum) => sum.lines > 0)
              .map((sum) => flat(`${number.format(sum.value)} ${wordFor(words.unit, m.unit)}`)),
          ),
        ])
          expect(pdf, expectedText).toContain(flat(expectedText));
        for (const absent of [words.download, words.downloadTotals, words.print, words.kind])
          expect(pdf, absent).not.toContain(absent);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      await page.emulateMedia({ media: 'screen' });

      // A period without approved orders, chosen on the page, says so in one sentence.
      const year = new Date().getUTCFullYear() - 10;
      await page.getByLabel(words.kind).selectOption({ label: words.yearKind });
      await page.getByLabel(words.year, { exact: true }).selectOption(String(year));
      await expect(page.getByText(words.empty(year), { exact: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`period=${year}(&|$)`));
    });
  });
}
