import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { menuOpen } from '../app/menuOpen';

// findBy*/waitFor wait for the answer, however slow the machine: a bound on liveness, not speed.
configure({ asyncUtilTimeout: 10_000 });

// A console.error in a component test is a bug (React warnings, act() problems): fail loudly.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called in a test: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  // The header menu's open state is the page's, shared by its headers: no test's headers remain.
  menuOpen.set(false);
});

// The files of a worker share one jsdom (vitest.config.ts `isolate: false`): each file leaves it as
// it found it, so no file sees another's storage, address, clock or stubs.
afterAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
