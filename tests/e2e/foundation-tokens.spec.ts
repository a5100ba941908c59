import type { Page } from '@playwright/test';
import { demoUser, expect, signIn, test } from './support/fixtures';

/** Everything the page keeps: both storages, every IndexedDB database, the address. */
async function pageState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump: string[] = [globalThis.location.href, globalThis.history.length.toString()];
    for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i) ?? '';
        dump.push(`${key}=${storage.getItem(key) ?? ''}`);
      }
    }
    const databases = await globalThis.indexedDB.databases();
    for (const { name } of databases) {
      if (!name) continue;
      dump.push(`idb:${name}`);
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = globalThis.indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(`cannot open ${name}`));
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(storeName).objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(new Error(`cannot read ${storeName}`));
        });
        dump.push(JSON.stringify(values));
      }
      db.close();
    }
    return dump.join('\n');
  });
}

test('after sign-in no token appears in storage, cookies, IndexedDB, the URL or the console', async ({
  page,
  context,
}) => {
  const secrets: string[] = [];
  page.on('response', async (response) => {
    if (!/\/protocol\/openid-connect\/token$/.test(new URL(response.url()).pathname)) return;
    const body: unknown = await response.json().catch(() => null);
    if (typeof body !== 'object' || body === null) return;
    for (const key of ['access_token', 'refresh_token', 'id_token']) {
      const value: unknown = Reflect.get(body, key);
      if (typeof value === 'string') secrets.push(value);
    }
  });
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });

  await page.goto('/');
  await signIn(page, 'customer');
  await expect.poll(() => secrets.length).toBeGreaterThanOrEqual(2);

  const state = await pageState(page);
  const cookies = JSON.stringify(await context.cookies());
  const places = { state, cookies, console: consoleLines.join('\n'), urls: urls.join('\n') };
  // A JWT's signature part alone identifies it; opaque tokens are checked whole.
  const needles = secrets.flatMap((secret) => [secret, secret.split('.').at(-1) ?? secret]);
  for (const [where, text] of Object.entries(places)) {
    for (const needle of needles) {
      expect(text.includes(needle), `a token was found in ${where}`).toBe(false);
    }
    for (const id of demoUser('customer').organizationIds) {
      if (where === 'state' || where === 'cookies') {
        expect(text.includes(id), `the organisation id was found in ${where}`).toBe(false);
      }
    }
  }
  // The callback removed code and state from the address bar.
  expect(page.url()).not.toMatch(/[?&](code|state)=/);
});
