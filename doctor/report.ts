/** The report: a short text grouped by topic (coloured on a terminal) or JSON for scripts. */
import {
  GROUPS,
  VERDICT_MARKS,
  exitCodeOf,
  type Finding,
  type Report,
  type Verdict,
} from './verdict';

const COLOURS: Record<Verdict, string> = {
  read: '\u001b[32m',
  loss: '\u001b[33m',
  'not-read': '\u001b[31m',
  'not-checked': '\u001b[2m',
};
const RESET = '\u001b[0m';

const WORDS: Record<Verdict, string> = {
  read: 'read',
  loss: 'read with a loss',
  'not-read': 'not read',
  'not-checked': 'not checked',
};

function findingLines(item: Finding, colour: boolean): string[] {
  const mark = colour
    ? `${COLOURS[item.verdict]}${VERDICT_MARKS[item.verdict]}${RESET}`
    : VERDICT_MARKS[item.verdict];
  const lines = [`  ${mark} ${item.title} (${WORDS[item.verdict]})`];
  for (const line of item.evidence) lines.push(`      ${line}`);
  if (item.consequence !== undefined) lines.push(`      → ${item.consequence}`);
  return lines;
}

export function formatText(report: Report, colour: boolean): string {
  const lines: string[] = [];
  for (const group of GROUPS) {
    const items = report.findings.filter((item) => item.group === group);
    if (items.length === 0) continue;
    lines.push(colour ? `\u001b[1m${group}\u001b[0m` : group);
    for (const item of items) lines.push(...findingLines(item, colour));
    lines.push('');
  }
  const count = (verdict: Verdict) =>
    report.findings.filter((item) => item.verdict === verdict).length;
  lines.push(
    `${String(count('read'))} ✔  ${String(count('loss'))} ◐  ${String(count('not-read'))} ✗  ${String(count('not-checked'))} ○  in ${(report.elapsedMs / 1000).toFixed(1)} s`,
  );
  return `${lines.join('\n')}\n`;
}

export function formatJson(report: Report): string {
  return `${JSON.stringify({ exitCode: exitCodeOf(report), elapsedMs: report.elapsedMs, findings: report.findings }, null, 2)}\n`;
}
