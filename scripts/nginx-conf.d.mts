/** Types of scripts/nginx-conf.mjs for the TypeScript that imports it (the browser journeys). */
export interface ServerOptions {
  /** The parsed config.json the server serves: its origins go into the CSP. */
  config: unknown;
  /** Absolute path of the build (dist/). */
  root: string;
  /** Absolute path of a config.json outside the build, served at /config.json. */
  configFile?: string;
  port?: number;
  serverName?: string;
  /** Brotli through Debian's libnginx-mod-http-brotli-* (default true). */
  brotli?: boolean;
}

export function serverBlock(options: ServerOptions): string;

export function standaloneConfig(
  options: ServerOptions & {
    prefix: string;
    modulesDir?: string;
    /** "name group" the workers run as (nginx's `user`; only when nginx starts as root). */
    user?: string | undefined;
  },
): string;
