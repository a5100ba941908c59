/**
 * Starts the browser's number formatting on another thread, while the first page's data and code
 * are still on their way. The first `Intl.NumberFormat` of a page costs Chromium a one-off set-up of
 * its number data (tens of milliseconds on a phone, the longest task of the first load of `/`,
 * whose count and cards format numbers) and that set-up is shared by every thread of the page. A
 * worker that formats one number does it off the main thread; the page's own formatters are then
 * cheap. Where a browser has no workers, or keeps the set-up per thread, nothing changes:
 * the page formats as before (docs/decisions/0170-first-load-of-search-page.md).
 */
export function warmNumberFormatting(): void {
  if (typeof Worker === 'undefined') return;
  try {
    // From public/, outside the bundle: a worker in the bundle makes the build split its runtime
    // into one more chunk on the first load's path.
    new Worker('/number-formatting-worker.js');
  } catch {
    // No worker: the page's first formatter does the set-up itself.
  }
}
