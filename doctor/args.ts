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
}

export const USAGE =
  'usage: npm run doctor -- [--config <path or URL>] [--origin <app origin>] [--client-id <id>] [--organization <id>] [--json] [--no-colour]';

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
    if (name === '--json') args.json = true;
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
