import { describe, expect, it } from 'vitest';
import { findDocProblems, pathInCodeSpan } from './check-docs.mjs';

// Built from parts, so that the check does not read these examples as the docs' own paths.
const SRC = ['src', ''].join('/');
const DOCS = ['docs', ''].join('/');

function check(files, paths) {
  const existing = new Set(paths);
  for (const file of [...Object.keys(files), ...paths]) {
    for (let d = file.split('/').slice(0, -1); d.length > 0; d = d.slice(0, -1)) {
      existing.add(d.join('/'));
    }
    existing.add(file);
  }
  return findDocProblems(new Map(Object.entries(files)), existing).map(
    ({ file, line, message }) => `${file}:${line} ${message}`,
  );
}

describe('check-docs', () => {
  it('reads a repository path from a code span, and nothing else', () => {
    expect(pathInCodeSpan(`${SRC}app/App.tsx`)).toBe(`${SRC}app/App.tsx`);
    expect(pathInCodeSpan(`${SRC}lib/codes/`)).toBe(`${SRC}lib/codes/`);
    expect(pathInCodeSpan('map/PlaceMap.tsx#L3')).toBe('map/PlaceMap.tsx');
    expect(pathInCodeSpan(`${SRC}a.ts:12`)).toBe(`${SRC}a.ts`);
    for (const notAPath of [
      '/config.json',
      'https://example.org/a.js',
      'npx tsx bench/x.ts 300',
      `${SRC}<feature>/README.md`,
      'x.test.ts(x)',
      'messages.en.json',
      'application/problem+json',
      'dist/index.html',
      '.ci/run',
    ]) {
      expect(pathInCodeSpan(notAPath), notAPath).toBeNull();
    }
  });

  it('accepts paths and links that exist, from the root, the file or inside a feature', () => {
    expect(
      check(
        {
          'README.md': `See \`${SRC}app/App.tsx\`, [the guide](${DOCS}guide.md#two) and [top](#title).\n\n# Title\n`,
          [`${DOCS}guide.md`]: `# Guide\n\n## Two\n\nThe map: \`map/PlaceMap.tsx\`, \`guide.md\`; back to [README](../README.md).\n`,
        },
        [`${SRC}app/App.tsx`, `${SRC}catalogue/map/PlaceMap.tsx`],
      ),
    ).toEqual([]);
  });

  it('skips fenced code and a path in another package', () => {
    expect(
      check(
        { 'a.md': "```\n`src/gone.ts` [x](gone.md)\n```\n\nLighthouse's `cli/index.js`.\n" },
        [],
      ),
    ).toEqual([]);
  });

  it('names every path that is gone and every link that does not resolve, with its line', () => {
    expect(
      check(
        {
          [`${DOCS}a.md`]: [
            '# A',
            `\`${SRC}gone.ts\` and \`map/Gone.tsx\``,
            '[missing](nope.md)',
            '[up](../../outside.md)',
            '[bad anchor](b.md#nowhere)',
          ].join('\n'),
          [`${DOCS}b.md`]: '# B\n',
        },
        [`${SRC}catalogue/map/PlaceMap.tsx`],
      ),
    ).toEqual([
      `${DOCS}a.md:2 \`${SRC}gone.ts\` does not exist`,
      `${DOCS}a.md:2 \`map/Gone.tsx\` does not exist`,
      `${DOCS}a.md:3 link \`nope.md\` does not resolve`,
      `${DOCS}a.md:4 link \`../../outside.md\` does not resolve`,
      `${DOCS}a.md:5 link \`b.md#nowhere\`: no such heading`,
    ]);
  });
});
