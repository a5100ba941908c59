import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The modules main.tsx loads beside the entry (docs/decisions/0006): the app's start, the services. */
const FIRST_LOAD = [/[\\/]src[\\/]app[\\/]start\.tsx$/, /[\\/]src[\\/]app[\\/]services\.ts$/];

/** A chunk and every chunk it imports statically, each once. */
function withStaticImports(bundle: OutputBundle, chunk: OutputChunk, seen: Set<string>): void {
  if (seen.has(chunk.fileName)) return;
  seen.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') withStaticImports(bundle, imported, seen);
  }
}

const link = (attrs: Record<string, string | boolean>) => ({
  tag: 'link',
  attrs: { ...attrs, crossorigin: true },
  injectTo: 'head' as const,
});

/**
 * index.html asks, beside the entry, for all the entry asks for as it runs: config.json
 * (`configUrl`), the app's start (src/app/start.tsx), the services (src/app/services.ts), what they
 * import and their CSS. Without it each of these would wait for the entry's evaluation: a round
 * trip more before the page's code and data are asked for. Builds only.
 */
export function preloadFirstLoad(configUrl: string): Plugin {
  return {
    name: 'preload-first-load',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) throw new Error('no bundle for index.html');
        const chunks = Object.values(bundle).filter(
          (item): item is OutputChunk => item.type === 'chunk',
        );
        const entryFiles = new Set<string>();
        withStaticImports(bundle, entry, entryFiles);
        const files = new Set<string>();
        for (const module of FIRST_LOAD) {
          const chunk = chunks.find((item) => module.test(item.facadeModuleId ?? ''));
          if (!chunk) throw new Error(`no chunk for ${String(module)}`);
          withStaticImports(bundle, chunk, files);
        }
        const scripts = [...files].filter((file) => !entryFiles.has(file));
        const styles = new Set(
          scripts.flatMap((file) => {
            const chunk = bundle[file];
            return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          }),
        );
        return [
          link({ rel: 'preload', as: 'fetch', href: configUrl }),
          ...scripts.map((file) => link({ rel: 'modulepreload', href: `/${file}` })),
          // Not a stylesheet: that would hold the static first paint back.
          ...[...styles].map((file) => link({ rel: 'preload', as: 'style', href: `/${file}` })),
        ];
      },
    },
  };
}
