import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { staticFirstPaint } from './scripts/staticFirstPaintPlugin.ts';

/**
 * The modules of the `data` chunk below: what the lazy pages use of TanStack Query (useQuery with
 * its observer), chosen by package name, and src/lib/api-shapes.
 */
const DATA_MODULES =
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|src[\\/]lib[\\/](api-shapes|http)[\\/]/;

// The app is a static bundle: runtime settings come from /config.json (see src/config).
export default defineConfig({
  plugins: [react(), staticFirstPaint()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // No data: URLs for assets, so the CSP can keep img-src tight (docs/toolchain.md 5).
    assetsInlineLimit: 0,
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads on every first load anyway: one file
          // instead of nine (docs/performance.md). The lazy code keeps
          // the automatic split, but for the `data` and `catalogue` groups.
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            // What nearly every page's data needs (useQuery's observer and the API readers): one
            // lazy file instead of four tiny ones (0.9 kB more for the one page using part of it).
            { name: 'data', test: DATA_MODULES, priority: 1 },
            // The catalogue's modules that two or more pages share (its API readers, vocabulary,
            // filters, small components): one lazy file instead of eleven. Each file a page needs
            // costs a phone's main thread a link, a request and a compile task
            // (docs/performance.md).
            {
              name: 'catalogue',
              test: /src[\\/]catalogue[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
