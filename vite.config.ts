import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadFirstLoad } from './scripts/preloadFirstLoadPlugin.ts';
import { CONFIG_URL } from './src/config/configUrl.ts';
import { staticFirstPaint } from './scripts/staticFirstPaintPlugin.ts';

/** The `data` chunk: what lazy pages use of TanStack Query, src/lib/api-shapes, src/lib/http. */
const DATA_MODULES =
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|src[\\/]lib[\\/](api-shapes|http)[\\/]/;

// The app is a static bundle: runtime settings come from /config.json (see src/config).
export default defineConfig({
  plugins: [react(), staticFirstPaint(), preloadFirstLoad(CONFIG_URL)],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // No data: URLs for assets, so the CSP can keep img-src tight (docs/toolchain.md 5).
    assetsInlineLimit: 0,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Fewer files for a phone to fetch and compile, each a request and a compile task: the
        // entry with all it imports statically, what most pages' data needs, and the catalogue's
        // modules that pages share, one file each (docs/performance.md).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'data', test: DATA_MODULES, priority: 1 },
            { name: 'catalogue', test: /src[\\/]catalogue[\\/]/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
