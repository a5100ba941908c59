/**
 * The doctor's findings (docs/connecting.md): each point the app reads from a platform, judged as
 * the app's own readers read it. Pure data: the checks make them, the report prints them.
 */

/** ✔ read, ◐ read with a loss, ✗ not read, ○ not checked (no access given, or no time left). */
export type Verdict = 'read' | 'loss' | 'not-read' | 'not-checked';

export const VERDICT_MARKS: Record<Verdict, string> = {
  read: '✔',
  loss: '◐',
  'not-read': '✗',
  'not-checked': '○',
};

export interface Finding {
  /** Stable id for scripts, e.g. `orders.list.total`. */
  id: string;
  /** The group it is printed under. */
  group: Group;
  /** What was checked, in a few words. */
  title: string;
  verdict: Verdict;
  /** What was seen: requests and their status, member names, counts. */
  evidence: string[];
  /** For ◐ and ✗ (and ○): what a person will see in the app, or why it was not checked. */
  consequence?: string | undefined;
}

export const GROUPS = [
  'configuration',
  'identity provider',
  'CORS',
  'catalogue',
  'orders',
  'own services',
] as const;
export type Group = (typeof GROUPS)[number];

export interface Report {
  findings: Finding[];
  /** How long the run took (ms). */
  elapsedMs: number;
}

/** 0 when nothing is ✗, 1 when something is (2, could not run, is the caller's). */
export const exitCodeOf = (report: Report): 0 | 1 =>
  report.findings.some((finding) => finding.verdict === 'not-read') ? 1 : 0;

/** A finding in one call. */
export function finding(
  id: string,
  group: Group,
  title: string,
  verdict: Verdict,
  evidence: readonly string[],
  consequence?: string,
): Finding {
  return { id, group, title, verdict, evidence: [...evidence], consequence };
}

/** The worst of several verdicts (✗ over ◐ over ✔; ○ only when all are ○). */
export function worst(verdicts: readonly Verdict[]): Verdict {
  for (const verdict of ['not-read', 'loss', 'read'] as const) {
    if (verdicts.includes(verdict)) return verdict;
  }
  return 'not-checked';
}
