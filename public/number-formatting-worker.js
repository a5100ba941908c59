/* global self */
// The worker of `warmNumberFormatting` (src/lib/i18n): one number formatted, then it ends. A plain
// file outside the bundle, so that the build keeps its chunks as they are.
new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(0);
self.close();
