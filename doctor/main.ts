/**
 * `npm run doctor`: what the app will read from a platform, and what a person will miss, before
 * anyone signs in (docs/connecting.md). Exit 0 when nothing is ✗, 1 when something is, 2 when it
 * could not run (the reason in one line).
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { HELP, parseArgs, defaultOrigin } from './args';
import { formatJson, formatText } from './report';
import { runDoctor } from './run';
import { exitCodeOf } from './verdict';

/** The secret typed at a prompt, not echoed. */
async function promptSecret(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  process.stderr.write(question);
  muted = true;
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stderr.write('\n');
  return answer.trim();
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2), process.env);
  if (args.help) {
    process.stdout.write(HELP);
    return 0;
  }
  let secret = process.env['DOCTOR_CLIENT_SECRET'];
  if (args.clientId !== undefined && (secret === undefined || secret === '')) {
    if (!process.stdin.isTTY)
      throw new Error('DOCTOR_CLIENT_ID is given without DOCTOR_CLIENT_SECRET');
    secret = await promptSecret(`Secret of ${args.clientId}: `);
  }
  const report = await runDoctor({
    config: args.config,
    origin: args.origin ?? defaultOrigin(args.config),
    apiKey:
      args.clientId !== undefined && secret
        ? { clientId: args.clientId, clientSecret: secret }
        : undefined,
    organizationId: args.organizationId,
  });
  const colour = args.colour ?? (process.stdout.isTTY && process.env['NO_COLOR'] === undefined);
  process.stdout.write(args.json ? formatJson(report) : formatText(report, colour));
  return exitCodeOf(report);
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // One line, no stack, and nothing of the secret (it is never in an error of ours).
    process.stderr.write(
      `doctor could not run: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 2;
  },
);
