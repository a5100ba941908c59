/**
 * One order as the order page reads it: its links (the steps offered, a disabled step's words)
 * and both histories. Pure judges of what the readers returned.
 */
import type { ChangeHistoryEntry, StateHistoryEntry } from '../../src/orders/api/historyEntries';
import { disabledReasonText } from '../../src/orders/model/labels';
import { TRANSITION_RELATIONS } from '../../src/orders/model/relations';
import { MAIN_PATH } from '../../src/orders/model/states';
import { selectTransitions, type HalLinks } from '../../src/lib/hal';
import type { Judged } from '../context';
import type { Verdict } from '../verdict';
import { both } from './reading';

/**
 * The order whose history is the longest to be found: the one furthest along the main path
 * (each step is an entry), the first of them when several are as far.
 */
export function longestHistoryOrder<T extends { state: string }>(
  orders: readonly T[],
): T | undefined {
  const rank = (order: T) => MAIN_PATH.findIndex((state) => state === order.state);
  let best: T | undefined;
  for (const order of orders) if (best === undefined || rank(order) > rank(best)) best = order;
  return best;
}

/** What the links of the orders read tell: known steps, unknown relations, disabled links' words. */
export function judgeLinks(
  linkSets: readonly HalLinks[],
  apiBase: string,
): { verdict: Verdict; seen?: string; facts: string[] } {
  const steps = new Set<string>();
  const unknown = new Set<string>();
  let disabled = 0;
  let wordless = 0;
  // The page's words for why a step is disabled: ours, the link's title, or only its code.
  const noWords = (link: Parameters<typeof disabledReasonText>[1]) => {
    const key = disabledReasonText((key) => key, link);
    return key === 'disabled.noReason' || key === 'disabled.unknown';
  };
  for (const links of linkSets) {
    const selection = selectTransitions(links, TRANSITION_RELATIONS, apiBase);
    for (const action of selection.actions) {
      steps.add(action.rel);
      if (!action.disabled) continue;
      disabled += 1;
      if (noWords(action)) wordless += 1;
    }
    for (const ignored of selection.ignored)
      if (ignored.reason === 'unknown-relation') unknown.add(ignored.rel);
  }
  const facts = [
    `steps offered: ${steps.size === 0 ? 'none' : [...steps].join(', ')}`,
    `unknown relations (not shown as buttons): ${unknown.size === 0 ? 'none' : [...unknown].join(', ')}`,
    `disabled links: ${String(disabled)}, of them without words: ${String(wordless)}`,
  ];
  if (wordless > 0) {
    return {
      verdict: 'loss',
      seen: 'a disabled button explains itself only by a code the app has no words for',
      facts,
    };
  }
  return { verdict: 'read', facts };
}

/** State history: time, who and state of every entry. */
export function judgeStateHistory(entries: readonly StateHistoryEntry[]): {
  verdict: Verdict;
  seen?: string;
  facts: string;
} {
  const count = (has: (entry: StateHistoryEntry) => boolean) => entries.filter(has).length;
  const parts = {
    time: count((entry) => entry.occurredAt !== undefined),
    who: count((entry) => entry.actor?.name !== undefined),
    state: count((entry) => entry.toState !== undefined),
  };
  const facts = `${String(entries.length)} entries; time on ${String(parts.time)}, who on ${String(parts.who)}, state on ${String(parts.state)}`;
  const lost = Object.entries(parts)
    .filter(([, found]) => found < entries.length)
    .map(([part]) => part);
  if (entries.length === 0) return { verdict: 'loss', seen: 'the history is empty', facts };
  return lost.length === 0
    ? { verdict: 'read', facts }
    : { verdict: 'loss', seen: `history entries show no ${lost.join(', no ')}`, facts };
}

/** Change history: the field and its new value of every entry. */
export function judgeChangeHistory(entries: readonly ChangeHistoryEntry[]): {
  verdict: Verdict;
  seen?: string;
  facts: string;
} {
  const withField = entries.filter((entry) => entry.field !== undefined).length;
  const withValue = entries.filter((entry) => entry.newValue.sent).length;
  const facts = `${String(entries.length)} entries; field on ${String(withField)}, new value on ${String(withValue)}`;
  if (entries.length === 0) {
    return {
      verdict: 'loss',
      seen: 'the order page shows no field changes (no change-history link, or none sent)',
      facts,
    };
  }
  if (withField < entries.length || withValue < entries.length) {
    return { verdict: 'loss', seen: 'field changes show without the field or its value', facts };
  }
  return { verdict: 'read', facts };
}

/** A history's judgement, a loss where its pages stopped before the end. */
export function whole(history: { capped: boolean }, judged: Judged): Judged {
  if (!history.capped) return judged;
  return both(judged, {
    verdict: 'loss',
    facts: 'the pages read stopped before the end',
    seen: 'the history stops before its oldest entries',
  });
}
