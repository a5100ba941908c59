import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, runnerImport, type Plugin, type ResolvedConfig } from 'vite';

const RENDERER = 'src/app/staticFirstPaint.tsx';
const SCRIPT = 'src/app/staticFirstPaintScript.ts';
const ROOT_ELEMENT = '<div id="root"></div>';
const isFunction = (value: unknown): value is () => unknown => typeof value === 'function';

/** The first paints' templates, rendered with the app's own components (Vite's module runner). */
async function renderFirstPaints(root: string): Promise<string> {
  const inline = { root, configFile: false, logLevel: 'error' } as const;
  const { module } = await runnerImport<{ firstPaintTemplates?: unknown }>(`/${RENDERER}`, inline);
  const render = module.firstPaintTemplates;
  const templates = isFunction(render) ? render() : undefined;
  if (typeof templates !== 'string') throw new Error(`${RENDERER} gave no firstPaintTemplates`);
  return templates;
}

/** The script that shows the visitor's first paint: a few hundred bytes of classic script. */
async function buildScript(config: ResolvedConfig): Promise<string> {
  const result = await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: config.build.target,
      lib: { entry: path.resolve(config.root, SCRIPT), formats: ['iife'], name: 'firstPaint' },
    },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) =>
    'output' in r ? r.output : [],
  );
  const chunk = output.find((item) => item.type === 'chunk');
  if (!chunk || /<\/script|<!--/i.test(chunk.code)) throw new Error(`${SCRIPT}: no inline script`);
  return chunk.code;
}

/**
 * The first paint in the built index.html (docs/decisions/0006): staticFirstPaint.tsx's templates
 * after `#root`, and the inline script (one request fewer; the CSP allows it by its hash,
 * scripts/csp.mjs) that draws the visitor's one before the app's code has arrived. Builds only.
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
      const indexFile = path.resolve(config.root, config.build.outDir, 'index.html');
      const index = await readFile(indexFile, 'utf8');
      if (!index.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
      const [templates, script] = await Promise.all([
        renderFirstPaints(config.root),
        buildScript(config),
      ]);
      const paint = [ROOT_ELEMENT, templates, `<script>${script}</script>`].join('\n    ');
      await writeFile(indexFile, index.replace(ROOT_ELEMENT, paint));
    },
  };
}
