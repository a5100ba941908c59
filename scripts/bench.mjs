#!/usr/bin/env node
// `npm run bench`: sizes of the production build's initial load and of each lazy chunk (raw and
// gzip), checked against bench/budgets.json; then every bench/*.bench.ts (browser benchmarks).
//
//   npm run bench                 build, size table, budgets, then bench/*.bench.ts
//   npm run bench -- --no-build   use the existing dist/
//   npm run bench -- --sizes-only skip bench/*.bench.ts
//
// Extension point: a file bench/<name>.bench.ts is run with `node --import tsx` after the table,
// in name order, with BENCH_DIST (absolute path of the build) in its environment. It prints its own
// figures and exits non-zero when its own budget is exceeded.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_DIST measures another build directory (and skips the build).
const dist = process.env.BENCH_DIST
  ? path.resolve(process.env.BENCH_DIST)
  : path.join(root, 'dist');
const args = new Set(process.argv.slice(2));

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

if (
  !process.env.BENCH_DIST &&
  (!args.has('--no-build') || !existsSync(path.join(dist, 'index.html')))
) {
  console.log('Building the production bundle…');
  if (
    run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']) !== 0
  ) {
    process.exit(1);
  }
}

const budgets = JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const assetsDir = path.join(dist, 'assets');
const assets = readdirSync(assetsDir);

function sizes(file) {
  const content = readFileSync(path.join(dist, file));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/** Static imports of a chunk (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
function staticImports(file) {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const found = new Set();
  const pattern =
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w$\s{},*]*?\s*from\s*)?["'](\.\/[^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) {
    found.add(path.posix.join(path.posix.dirname(file), match[1]));
  }
  return found;
}

const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const initialJs = new Set();
const initialCss = new Set();
for (const tag of tags) {
  if (tag.startsWith('<script') && attr(tag, 'src'))
    initialJs.add(attr(tag, 'src').replace(/^\//, ''));
  if (tag.startsWith('<link') && attr(tag, 'rel') === 'modulepreload') {
    initialJs.add(attr(tag, 'href').replace(/^\//, ''));
  }
  if (tag.startsWith('<link') && attr(tag, 'rel') === 'stylesheet') {
    initialCss.add(attr(tag, 'href').replace(/^\//, ''));
  }
}
// Follow static imports from the entry: everything they reach loads before first paint.
const queue = [...initialJs];
while (queue.length > 0) {
  const file = queue.pop();
  for (const imported of staticImports(file)) {
    if (!initialJs.has(imported)) {
      initialJs.add(imported);
      queue.push(imported);
    }
  }
}

const rows = [];
const total = (files) =>
  [...files].reduce(
    (sum, file) => {
      const size = sizes(file);
      return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip };
    },
    { raw: 0, gzip: 0 },
  );
const initialJsSize = total(initialJs);
const initialCssSize = total(initialCss);
// The page itself: it carries the first paints and their small inline script.
rows.push(['initial', 'html', 'index.html', sizes('index.html')]);
for (const file of [...initialJs].sort()) rows.push(['initial', 'js', file, sizes(file)]);
for (const file of [...initialCss].sort()) rows.push(['initial', 'css', file, sizes(file)]);
const lazy = assets
  .map((name) => `assets/${name}`)
  .filter((file) => /\.(js|css)$/.test(file) && !initialJs.has(file) && !initialCss.has(file))
  .sort();
for (const file of lazy)
  rows.push(['lazy', file.endsWith('.css') ? 'css' : 'js', file, sizes(file)]);

const kB = (bytes) => (bytes / 1000).toFixed(2);
const line = (cells) =>
  `${cells[0].padEnd(8)} ${cells[1].padEnd(4)} ${cells[2].padEnd(48)} ${cells[3].padStart(10)} ${cells[4].padStart(10)}`;
console.log('');
console.log(line(['load', 'type', 'file', 'raw kB', 'gzip kB']));
console.log('-'.repeat(84));
for (const [load, type, file, size] of rows) {
  console.log(line([load, type, file.replace(/^assets\//, ''), kB(size.raw), kB(size.gzip)]));
}
console.log('-'.repeat(84));
console.log(line(['initial', 'js', 'total', kB(initialJsSize.raw), kB(initialJsSize.gzip)]));
console.log(line(['initial', 'css', 'total', kB(initialCssSize.raw), kB(initialCssSize.gzip)]));
console.log('');

const failures = [];
const check = (label, bytes, limitKb) => {
  if (typeof limitKb === 'number' && bytes / 1000 > limitKb) {
    failures.push(`${label}: ${kB(bytes)} kB gzip > budget ${limitKb} kB`);
  }
};
check('initial JS', initialJsSize.gzip, budgets.initial?.jsGzipKb);
check('initial CSS', initialCssSize.gzip, budgets.initial?.cssGzipKb);
for (const [load, type, file, size] of rows) {
  if (load === 'lazy') check(`lazy ${file}`, size.gzip, budgets.lazyChunk?.[`${type}GzipKb`]);
  // The map chunk (Leaflet, react-leaflet, supercluster) has its own, tighter budget.
  if (load === 'lazy' && type === 'js' && /\/ResultsMap-/.test(file)) {
    check(`map chunk ${file}`, size.gzip, budgets.lazyChunk?.mapJsGzipKb);
  }
}
if (failures.length > 0) {
  console.error(`Over budget (bench/budgets.json):\n  ${failures.join('\n  ')}`);
} else {
  console.log('All size budgets met (bench/budgets.json).');
}

let benchFailures = 0;
if (!args.has('--sizes-only')) {
  const benches = readdirSync(path.join(root, 'bench'))
    .filter((name) => name.endsWith('.bench.ts'))
    .sort();
  for (const name of benches) {
    console.log(`\n▶ bench/${name}`);
    if (run(process.execPath, ['--import', 'tsx', `bench/${name}`], { BENCH_DIST: dist }) !== 0) {
      benchFailures += 1;
    }
  }
}

process.exit(failures.length > 0 || benchFailures > 0 ? 1 : 0);
