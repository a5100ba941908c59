#!/usr/bin/env node
// Fails when the repository's TypeScript has an import cycle (app, sandbox, tests, bench): a cycle
// makes module order matter and defeats the one-way layers of docs/architecture.md. Relative
// imports only (packages are not followed); `import type` and `export type` count too (a circle of
// types is still a circle of concepts, and one value import turns it into a run-time one); dynamic
// `import('./x')` counts. It replaces ESLint's
// `import-x/no-cycle`, which took a fifth of the lint time (docs/decisions/0009). Run by
// `npm run lint` and `npm test`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SOURCE = /\.(?:ts|tsx|mts)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** Relative module names a file imports, for its types or at run time. */
export function importsOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found = [];
  const statement =
    /(?:^|[;\n])\s*(?:import|export)\s+(?:type\s+)?(?:[^;'"]*?\bfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;
  for (const match of code.matchAll(statement)) found.push(match[1]);
  for (const match of code.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
    found.push(match[1]);
  }
  return found;
}

/** The file a relative import names, among `files` (a Set of repo-relative paths), or null. */
export function resolveImport(from, name, files) {
  const base = path.posix.join(path.posix.dirname(from), name);
  const stem = base.replace(/\.(?:js|mjs)$/, '');
  for (const candidate of [
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => stem + ext),
  ]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
export function findCycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (start) => {
    // Iterative, so that a deep import chain cannot overflow the call stack.
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const edges = graph.get(node) ?? [];
      if (i < edges.length) {
        frame[1] += 1;
        const to = edges[i];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next);
          next += 1;
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) {
          low.set(node, Math.min(low.get(node), index.get(to)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0]), low.get(node)));
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || edges.includes(node)) cycles.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** The import graph of these files (`Map` path → text). */
export function importGraph(sources) {
  const files = new Set(sources.keys());
  const graph = new Map();
  for (const [file, text] of sources) {
    const edges = importsOf(text)
      .map((name) => resolveImport(file, name, files))
      .filter((target) => target !== null);
    graph.set(file, [...new Set(edges)]);
  }
  return graph;
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  const sources = new Map();
  for (const file of listed.split('\n')) {
    if (!SOURCE.test(file) || !existsSync(path.join(root, file))) continue;
    sources.set(file, readFileSync(path.join(root, file), 'utf8'));
  }
  const cycles = findCycles(importGraph(sources));
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' → ')}`);
  if (cycles.length > 0) {
    console.error(`check-import-cycles: ${String(cycles.length)} cycle(s).`);
    process.exit(1);
  }
  console.log(`check-import-cycles: ${String(sources.size)} files, no import cycle.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
