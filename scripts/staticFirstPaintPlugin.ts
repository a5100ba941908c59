import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, createServer, type Plugin, type ResolvedConfig } from 'vite';

/** The build-time renderer of the first paints, and the script that shows one of them. */
const RENDERER = '/src/app/staticFirstPaint.tsx';
const SCRIPT = 'src/app/staticFirstPaintScript.ts';
const ROOT_ELEMENT = '<div id="root"></div>';

const isFunction = (value: unknown): value is () => unknown => typeof value === 'function';

/** The first paints' templates, rendered with the app's own components (Vite's server-side loading). */
async function renderFirstPaints(config: ResolvedConfig): Promise<string> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const renderer = await server.ssrLoadModule(RENDERER);
    const render: unknown = renderer.firstPaintTemplates;
    const templates = isFunction(render) ? render() : undefined;
    if (typeof templates !== 'string') throw new Error(`${RENDERER} gave no firstPaintTemplates`);
    return templates;
  } finally {
    await server.close();
  }
}

/** Builds the script that shows the visitor's first paint: a few hundred bytes of classic script. */
async function buildScript(config: ResolvedConfig): Promise<string> {
  const result = await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: config.build.target,
      minify: true,
      lib: { entry: path.resolve(config.root, SCRIPT), formats: ['iife'], name: 'firstPaint' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((item) => item.type === 'chunk');
    if (chunk) return chunk.code;
  }
  throw new Error(`${SCRIPT} did not build`);
}

/**
 * The app's first paint in the built index.html (docs/decisions/0006-routing-and-feature-routes.md): the
 * first paint of each address that has its own and of every other, in each language, as
 * `<template>`s after `#root`, and the small inline script that draws the visitor's one at once. The
 * browser paints it once the HTML and the styles are there, before the app's code has arrived.
 * Only for the app's production build; the development server shows nothing until the app renders.
 */
export function staticFirstPaint(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'static-first-paint',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (!config) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const indexFile = path.join(outDir, 'index.html');
      const index = await readFile(indexFile, 'utf8');
      if (!index.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
      const [templates, script] = await Promise.all([
        renderFirstPaints(config),
        buildScript(config),
      ]);
      if (/<\/script|<!--/i.test(script)) throw new Error(`${SCRIPT} cannot be written inline`);
      // Inline, not a file: one request fewer before the first paint. The Content-Security-Policy
      // allows it by its hash, which scripts/csp.mjs reads from this index.html.
      const withPaint = index.replace(
        ROOT_ELEMENT,
        [ROOT_ELEMENT, templates, `<script>${script}</script>`].join('\n    '),
      );
      await writeFile(indexFile, withPaint);
    },
  };
}
