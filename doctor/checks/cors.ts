/**
 * CORS for the app's origin: the preflight a browser sends before a signed-in request (with
 * `Authorization` and `X-auth-owner`), and which paging headers an answer lets the browser read.
 */
import { preflightAllows } from '../browser';
import { evidenceSince, type DoctorContext } from '../context';
import type { Exchange } from '../exchanges';
import { finding, type Finding, type Verdict } from '../verdict';

const SIGNED_IN_HEADERS = ['authorization', 'x-auth-owner'];

async function preflight(
  ctx: DoctorContext,
  url: string,
): Promise<{ allowed: boolean; missing: string[] }> {
  const response = await ctx.fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: ctx.origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': SIGNED_IN_HEADERS.join(','),
    },
    signal: AbortSignal.timeout(ctx.timeoutSeconds * 1000),
  });
  return preflightAllows(response.headers, response.status, ctx.origin, SIGNED_IN_HEADERS);
}

export async function checkPreflight(ctx: DoctorContext): Promise<Finding> {
  const mark = ctx.log.length;
  const targets = [
    `${ctx.platform.ordersBaseUrl}/orders`,
    `${ctx.platform.catalogueBaseUrl}/solutions`,
  ];
  const title = 'preflight for Authorization and X-auth-owner';
  try {
    const answers = await Promise.all(targets.map((url) => preflight(ctx, url)));
    const missing = [...new Set(answers.flatMap((answer) => answer.missing))];
    const allowed = answers.every((answer) => answer.allowed);
    return finding(
      'cors.preflight',
      'CORS',
      title,
      allowed ? 'read' : 'not-read',
      [
        ...evidenceSince(ctx, mark),
        allowed
          ? `allowed for ${ctx.origin}`
          : `refused for ${ctx.origin}${missing.length > 0 ? `: ${missing.join(', ')} not allowed` : ''}`,
      ],
      allowed
        ? undefined
        : 'every page behind sign-in shows an error: the browser refuses to send the request',
    );
  } catch (error) {
    return finding(
      'cors.preflight',
      'CORS',
      title,
      'not-read',
      [...evidenceSince(ctx, mark), error instanceof Error ? error.message : String(error)],
      'every page behind sign-in shows an error',
    );
  }
}

/** From the lists read so far: the paging headers sent, and whether the browser may read them. */
export function judgeExposed(log: readonly Exchange[]): {
  verdict: Verdict;
  seen?: string;
  facts: string[];
} {
  const sent = new Map<string, boolean>();
  for (const exchange of log) {
    for (const { name, readable } of exchange.pagingHeaders)
      sent.set(name, (sent.get(name) ?? true) && readable);
  }
  const hidden = [...sent].filter(([, readable]) => !readable).map(([name]) => name);
  const facts = [
    sent.size === 0
      ? 'no paging headers sent'
      : `paging headers sent: ${[...sent.keys()].join(', ')}`,
    `not exposed (Access-Control-Expose-Headers): ${hidden.length === 0 ? 'none' : hidden.join(', ')}`,
  ];
  if (hidden.length === 0) return { verdict: 'read', facts };
  return {
    verdict: 'loss',
    seen: 'a list whose total or next page is only in these headers says "more may follow" instead of a count (see the lists below)',
    facts,
  };
}

export const exposedFinding = (log: readonly Exchange[]): Finding => {
  const judged = judgeExposed(log);
  return finding(
    'cors.exposed',
    'CORS',
    'answer headers a browser may read',
    judged.verdict,
    judged.facts,
    judged.seen,
  );
};
