import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, importsOf } from './check-import-cycles.mjs';

/** The import graph of files given as path → source text. */
const graphOf = (files) => importGraph(new Map(Object.entries(files)));

describe('check-import-cycles', () => {
  it('reads imports, type-only ones too, re-exports and dynamic imports, not packages', () => {
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
    expect(importsOf(text)).toEqual([
      './a',
      './types',
      './more-types',
      '../b',
      './side-effect',
      './page',
    ]);
  });

  it('finds a cycle through two files, and none in a one-way graph', () => {
    const cyclic = graphOf({
      'src/a.ts': "import { b } from './b';",
      'src/b.ts': "import { a } from './a.ts';",
      'src/c.ts': "import { a } from './a';",
    });
    expect(findCycles(cyclic)).toEqual([['src/a.ts', 'src/b.ts']]);
    const oneWay = graphOf({
      'src/app/App.tsx': "import { x } from '../lib/x';",
      'src/lib/x/index.ts': "import { y } from './y';",
    });
    expect(findCycles(oneWay)).toEqual([]);
  });

  it('finds a circle made of type-only imports', () => {
    const typeCircle = graphOf({
      'src/app/App.tsx': "import { x } from '../lib/x';",
      'src/lib/x/index.ts': "import type { Y } from '../../app/App';",
      'src/c/keys.ts': "export type { K } from './categories';",
      'src/c/categories.ts': "import { type K2, k } from './keys';",
    });
    expect(findCycles(typeCircle).sort()).toEqual([
      ['src/app/App.tsx', 'src/lib/x/index.ts'],
      ['src/c/categories.ts', 'src/c/keys.ts'],
    ]);
  });
});
