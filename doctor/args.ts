/**
 * The doctor's command line (docs/connecting.md). The API key's secret is never an argument: it
 * comes from `DOCTOR_CLIENT_SECRET` or is typed at a prompt.
 */

export interface DoctorArgs {
  config: string;
  origin: string | undefined;
  clientId: string | undefined;
  organizationId: string | undefined;
  json: boolean;
  colour: boolean | undefined;
  /** `--help`: print {@link HELP} and stop. */
  help: boolean;
}

export const USAGE =
  'usage: npm run doctor -- [--config <path or URL>] [--origin <app origin>] [--client-id <id>] [--organization <id>] [--json] [--no-colour] [--help]';

/** What `--help` prints (docs/connecting.md says the rest). */
export const HELP = `${USAGE}

Says what the app will read from a platform, and what a person will miss, before anyone signs in:
each point ✔ read, ◐ read with a loss, ✗ not read or ○ not checked, with its evidence.
Only GET requests, CORS preflights and the token request are sent.

  --config <path or URL>  the app's config.json (DOCTOR_CONFIG; default public/config.json)
  --origin <origin>       the app's origin, for CORS (DOCTOR_ORIGIN; default the config URL's
                          origin, else http://127.0.0.1:5173)
  --client-id <id>        an API key's client id (DOCTOR_CLIENT_ID); its secret only from
                          DOCTOR_CLIENT_SECRET or typed at the prompt, never an argument
  --organization <id>     the organisation for X-auth-owner (DOCTOR_ORGANIZATION); default the
                          one the token names
  --json                  the report as JSON, for scripts
  --no-colour             no colours (also NO_COLOR)
  --help                  this text

Exit status: 0 nothing ✗, 1 something ✗, 2 could not run. More: docs/connecting.md.
`;

/** Reads the arguments and the environment; throws with a one-line reason on a bad argument. */
export function parseArgs(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): DoctorArgs {
  const args: DoctorArgs = {
    config: env['DOCTOR_CONFIG'] ?? 'public/config.json',
    origin: env['DOCTOR_ORIGIN'],
    clientId: env['DOCTOR_CLIENT_ID'],
    organizationId: env['DOCTOR_ORGANIZATION'],
    json: false,
    colour: undefined,
    help: false,
  };
  const valued = {
    '--config': 'config',
    '--origin': 'origin',
    '--client-id': 'clientId',
    '--organization': 'organizationId',
  } as const;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    const [name = '', inline] = arg.split(/=(.*)/s, 2);
    if (name === '--help' || name === '-h') args.help = true;
    else if (name === '--json') args.json = true;
    else if (name === '--no-colour' || name === '--no-color') args.colour = false;
    else if (name === '--client-secret' || name === '--secret') {
      throw new Error(
        'the secret is never an argument: set DOCTOR_CLIENT_SECRET or type it at the prompt',
      );
    } else if (name in valued) {
      const value = inline ?? argv[(index += 1)];
      if (value === undefined || value === '') throw new Error(`${name} needs a value`);
      args[valued[name as keyof typeof valued]] = value;
    } else throw new Error(`unknown argument ${arg}; ${USAGE}`);
  }
  if (args.origin !== undefined) {
    try {
      args.origin = new URL(args.origin).origin;
    } catch {
      throw new Error(`--origin is not a URL: ${args.origin}`);
    }
  }
  return args;
}

/** The app's origin when none is given: the config's own origin when it is a URL, else the dev server's. */
export const defaultOrigin = (config: string): string =>
  /^https?:\/\//i.test(config) ? new URL(config).origin : 'http://127.0.0.1:5173';
