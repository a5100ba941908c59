import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          restoreMocks: true,
          // One jsdom and one module graph per worker, not per file: a fresh jsdom, React and
          // Testing Library for each of ~90 files was most of the run's CPU time (decision 0007).
          // Each file still gets fresh state: setup.ts cleans up after every test.
          isolate: false,
          // A bound on liveness, not speed: jsdom tests on one busy core take seconds.
          testTimeout: 30_000,
        },
      },
      {
        // Unit tests of sandbox modules (no running sandbox needed).
        test: {
          name: 'sandbox-unit',
          environment: 'node',
          // One module graph per worker, as in `app`: each file in a fresh process imported the
          // sandbox's modules and compiled PGlite's WebAssembly again (decision 0007).
          isolate: false,
          // The order store opens an embedded Postgres: seconds on one busy core.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: ['sandbox/**/*.test.ts'],
        },
      },
      {
        // Unit tests of the doctor's pure parts (doctor/, docs/connecting.md).
        test: { name: 'doctor', environment: 'node', include: ['doctor/**/*.test.ts'] },
      },
      {
        // Unit tests of the repository's own scripts.
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.mjs'],
        },
      },
      {
        // HTTP contract tests against a sandbox started on free ports with a temporary data dir.
        test: {
          name: 'sandbox',
          environment: 'node',
          include: ['tests/sandbox/**/*.test.ts'],
          globalSetup: ['tests/sandbox/global-setup.ts'],
          // As in `sandbox-unit`: a file's own sandboxes start and stop in its beforeAll/afterAll.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
