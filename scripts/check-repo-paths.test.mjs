import { describe, expect, it } from 'vitest';
import { findProblems, headingAnchors, headingSlug } from './check-repo-paths.mjs';

// The outside names are built from parts so that this file does not name them itself.
const DESIGN = ['DESIGN', 'md'].join('.');
const TOOLCHAIN = ['TOOLCHAIN', 'md'].join('.');
const SHARED = ['..', 'shared', 'spec.txt'].join('/');
const SHARED_NAME = ['..', 'shared'].join('/');
// Likewise a `docs/` folder: the check reads this file too, and these docs do not exist.
const DOCS = ['docs', ''].join('/');

function check(files, extra = []) {
  const map = new Map(Object.entries(files));
  const existing = new Set([...map.keys(), ...extra]);
  return findProblems(map, existing).map(({ file, line, message }) => `${file}:${line} ${message}`);
}

describe('check-repo-paths', () => {
  it('accepts a repository that points only inside itself', () => {
    expect(
      check(
        {
          'README.md':
            '# Title\n\nSee [the contract](guide/contract.md#2-our-choices) and [top](#title).\n',
          'guide/contract.md':
            '# Contract\n\n## 2. Our choices\n\nBack to [README](../README.md).\n',
          'src/a.ts': `// see ${DOCS}contract.md 2\n`,
        },
        ['guide', `${DOCS}contract.md`],
      ),
    ).toEqual([]);
  });

  it('names the outside notes and a shared folder wherever they appear, with the line', () => {
    expect(
      check({
        'src/a.ts': `const a = 1;\n// as ${DESIGN} says\n`,
        [`${DOCS}b.md`]: `Facts in ${TOOLCHAIN}.\n\nAnd ${SHARED}.\n`,
      }),
    ).toEqual([
      `src/a.ts:2 \`${DESIGN}\` is the design notes outside the repo: use docs/platform-contract.md or docs/architecture.md`,
      `${DOCS}b.md:1 \`${TOOLCHAIN}\` is the toolchain notes outside the repo: use docs/toolchain.md`,
      `${DOCS}b.md:3 \`${SHARED_NAME}\` is a shared folder outside the repo`,
    ]);
  });

  it('fails a docs path that does not exist', () => {
    expect(check({ 'src/a.ts': `// ${DOCS}gone.md 3\n` })).toEqual([
      `src/a.ts:1 \`${DOCS}gone.md\` does not exist`,
    ]);
  });

  it('fails Markdown links that leave the repository or name a missing file or heading', () => {
    expect(
      check({
        'guide/a.md': [
          '# A',
          '[up](../../elsewhere/x.md)',
          '[missing](./nope.md)',
          '[bad anchor](../README.md#nowhere)',
          '[ref]: ../../outside.txt',
          '![image](missing.png)',
        ].join('\n'),
        'README.md': '# Readme\n',
      }),
    ).toEqual([
      'guide/a.md:2 link `../../elsewhere/x.md` points outside the repository',
      'guide/a.md:3 link `./nope.md`: guide/nope.md does not exist',
      'guide/a.md:4 link `../README.md#nowhere`: no heading #nowhere in README.md',
      'guide/a.md:5 link `../../outside.txt` points outside the repository',
      'guide/a.md:6 link `missing.png`: guide/missing.png does not exist',
    ]);
  });

  it('ignores external links, code spans and fenced code, reads split links, keeps line numbers', () => {
    expect(
      check({
        'README.md': [
          '# Readme',
          '[site](https://example.org/x) [mail](mailto:a@example.org)',
          '`[not a link](../../x.md)`',
          '```',
          '[example](../../y.md)',
          '```',
          '[split',
          'text](#readme)',
          '[after the fence](#gone)',
        ].join('\n'),
      }),
    ).toEqual(['README.md:9 link `#gone`: no heading #gone in README.md']);
  });

  it('makes GitHub heading anchors', () => {
    expect(headingSlug('2.3 Errors and status codes')).toBe('23-errors-and-status-codes');
    expect(headingSlug('1.3 States and transitions (spec 3)')).toBe(
      '13-states-and-transitions-spec-3',
    );
    expect(headingSlug('The `sandbox`: Ports & Data')).toBe('the-sandbox-ports--data');
    expect([...headingAnchors('# A\n## A\n```\n# not a heading\n```\n### Å b')]).toEqual([
      'a',
      'a-1',
      'å-b',
    ]);
  });
});
