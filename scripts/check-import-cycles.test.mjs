import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, importsOf } from './check-import-cycles.mjs';

describe('check-import-cycles', () => {
  it('reads run-time imports, re-exports and dynamic imports, not type-only ones or packages', () => {
    const text = [
      "import { a } from './a';",
      "import type { T } from './types';",
      "export type { U } from './more-types';",
      "export { b } from '../b';",
      "import './side-effect';",
      "import React from 'react';",
      "const page = () => import('./page');",
      "// import { c } from './commented';",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a', '../b', './side-effect', './page']);
  });

  it('finds a cycle through two files, and none in a one-way graph', () => {
    const cyclic = importGraph(
      new Map([
        ['src/a.ts', "import { b } from './b';"],
        ['src/b.ts', "import { a } from './a.ts';"],
        ['src/c.ts', "import { a } from './a';"],
      ]),
    );
    expect(findCycles(cyclic)).toEqual([['src/a.ts', 'src/b.ts']]);
    const oneWay = importGraph(
      new Map([
        ['src/app/App.tsx', "import { x } from '../lib/x';"],
        ['src/lib/x/index.ts', "import type { Y } from '../../app/App';"],
      ]),
    );
    expect(findCycles(oneWay)).toEqual([]);
  });
});
