/**
 * How Debian's Chromium is launched here (docs/toolchain.md): the binary, and flags for running as
 * root on a machine whose network is closed (without the networking flags Chromium keeps trying
 * closed addresses). Shared by the journeys and the browser benchmarks.
 *
 * The benchmarks measure the browser people run: Debian's `chromium` (CHROMIUM_PATH).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The journeys run in Debian's `chromium-headless-shell` (E2E_CHROMIUM_PATH), the same Chromium
 * without the desktop browser around its pages: a new tab costs it about a third of the CPU
 * (decision 0007), and the journeys open some 150.
 */
export const journeyChromiumPath =
  process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Added for the journeys only (the benchmarks measure the browser as people run it): the GPU
 * process's work (software compositing here) in the browser process, and no separate renderer per
 * site. Together about 7 % less CPU per page load on a 2-core machine (decision 0007); every page
 * the journeys open is on 127.0.0.1, one site, so site isolation had nothing to separate.
 */
export const journeyChromiumArgs = [
  ...chromiumArgs,
  '--in-process-gpu',
  '--disable-site-isolation-trials',
];
