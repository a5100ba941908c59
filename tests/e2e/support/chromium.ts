/**
 * How Debian's Chromium is launched here (docs/toolchain.md): the binary from CHROMIUM_PATH, and flags
 * for running as root on a machine whose network is closed (without the networking flags Chromium
 * keeps trying closed addresses). Shared by the journeys and the browser benchmarks.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
