import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Pages wait for several answers and lazy parts; on a loaded 2-core machine that can take seconds.
configure({ asyncUtilTimeout: 5000 });

// A console.error in a component test is a bug (React warnings, act() problems): fail loudly.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called in a test: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
});
