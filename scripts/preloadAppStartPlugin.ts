import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The module main.tsx starts the app with, a task after the entry's (docs/decisions/0006). */
const APP_START = /[\\/]src[\\/]app[\\/]start\.tsx$/;

/** A chunk and every chunk it imports statically, each once. */
function withStaticImports(bundle: OutputBundle, chunk: OutputChunk, seen: Set<string>): void {
  if (seen.has(chunk.fileName)) return;
  seen.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') withStaticImports(bundle, imported, seen);
  }
}

/**
 * index.html preloads the app's start (src/app/start.tsx) and what it imports, beside the entry:
 * main.tsx evaluates it a task later, and without the preload its request would wait for the
 * entry's evaluation, a round trip more before the page's code is asked for. Builds only.
 */
export function preloadAppStart(): Plugin {
  return {
    name: 'preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        const start = Object.values(bundle ?? {}).find(
          (item): item is OutputChunk =>
            item.type === 'chunk' && APP_START.test(item.facadeModuleId ?? ''),
        );
        if (!bundle || !entry || !start) throw new Error('no chunk for src/app/start.tsx');
        const entryFiles = new Set<string>();
        withStaticImports(bundle, entry, entryFiles);
        const files = new Set<string>();
        withStaticImports(bundle, start, files);
        return [...files]
          .filter((file) => !entryFiles.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
