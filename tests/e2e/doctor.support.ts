/**
 * `npm run doctor --json` (doctor/, docs/connecting.md) against a journey's stack, as Byggherre
 * Vest's API key: its findings by id, to compare with what the pages show.
 */
import { execFile } from 'node:child_process';
import * as v from 'valibot';
import { API_KEYS } from '../../sandbox/identity/accounts.ts';
import { DEMO_ORGANIZATIONS } from '../../sandbox/store/seed/types.ts';
import { expect, type RunningStack } from './support/fixtures';
import { repoRoot } from './support/stack';

const findingSchema = v.object({
  id: v.string(),
  verdict: v.picklist(['read', 'loss', 'not-read', 'not-checked']),
  evidence: v.array(v.string()),
  consequence: v.optional(v.string()),
});
const reportSchema = v.object({ findings: v.array(findingSchema) });
export type DoctorFinding = v.InferOutput<typeof findingSchema>;

export async function runDoctorOn(stack: RunningStack): Promise<Map<string, DoctorFinding>> {
  const organization = DEMO_ORGANIZATIONS.byggherre.id;
  const key = API_KEYS.find((candidate) => candidate.organization.id === organization);
  if (key === undefined) throw new Error('no API key of Byggherre Vest');
  const args = ['--import', 'tsx', 'doctor/main.ts', '--json'];
  args.push('--config', `${stack.appUrl}/config.json`, '--origin', stack.appUrl);
  const env = {
    ...process.env,
    DOCTOR_CLIENT_ID: key.clientId,
    DOCTOR_CLIENT_SECRET: key.clientSecret,
    DOCTOR_ORGANIZATION: organization,
  };
  const stdout = await new Promise<string>((resolve, reject) => {
    // Exit 1 (something not read) still prints the report; only 2 (could not run) fails here.
    execFile(process.execPath, args, { cwd: repoRoot, env, timeout: 90_000 }, (error, out, err) => {
      if (error !== null && error.code !== 1) reject(new Error(`doctor: ${err || error.message}`));
      else resolve(out);
    });
  });
  expect(stdout).not.toContain(organization);
  expect(stdout).not.toContain(key.clientSecret);
  const report = v.parse(reportSchema, JSON.parse(stdout));
  return new Map(report.findings.map((finding) => [finding.id, finding]));
}
