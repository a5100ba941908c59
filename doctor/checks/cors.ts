/**
 * CORS for the app's origin: the preflight a browser sends before each method and header the
 * app's requests use (read from the app's HTTP client: `REQUEST_METHODS`, `SPEC_HEADERS`,
 * `EXTRA_HEADERS` in src/lib/http/extraHeaders.ts), and which paging headers an answer lets the
 * browser read. A refused extra header is a loss, not a failure: the app sends without it.
 */
import { EXTRA_HEADERS, REQUEST_METHODS, SPEC_HEADERS } from '../../src/lib/http';
import { preflightAllows } from '../browser';
import { evidenceSince, type DoctorContext } from '../context';
import type { Exchange } from '../exchanges';
import { finding, type Finding, type Verdict } from '../verdict';

async function preflight(
  ctx: DoctorContext,
  url: string,
  method: string,
  headers: readonly string[],
): Promise<{ allowed: boolean; missing: string[] }> {
  const requestHeaders = headers.map((name) => name.toLowerCase());
  const response = await ctx.fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: ctx.origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': requestHeaders.join(','),
    },
    signal: AbortSignal.timeout(ctx.timeoutSeconds * 1000),
  });
  return preflightAllows(response.headers, response.status, ctx.origin, requestHeaders, method);
}

/** What each asked preflight refused, as `METHOD url: names` lines (none when all were allowed). */
async function refusals(
  ctx: DoctorContext,
  asks: readonly { url: string; method: string; headers: readonly string[] }[],
): Promise<string[]> {
  const answers = await Promise.all(
    asks.map((ask) => preflight(ctx, ask.url, ask.method, ask.headers)),
  );
  return asks.flatMap((ask, i) => {
    const answer = answers[i];
    if (answer === undefined || answer.allowed) return [];
    const what = answer.missing.length > 0 ? answer.missing.join(', ') : 'the origin';
    return [`${ask.method} ${new URL(ask.url).pathname}: ${what} not allowed`];
  });
}

/** The preflights of every method with the spec's headers, then of each extra header. */
export async function checkPreflight(ctx: DoctorContext): Promise<Finding[]> {
  const mark = ctx.log.length;
  const orders = `${ctx.platform.ordersBaseUrl}/orders`;
  const asks = [
    ...REQUEST_METHODS.map((method) => ({ url: orders, method, headers: SPEC_HEADERS })),
    { url: `${ctx.platform.catalogueBaseUrl}/solutions`, method: 'GET', headers: SPEC_HEADERS },
  ];
  const title = `preflight for ${REQUEST_METHODS.join(', ')} with ${SPEC_HEADERS.join(', ')}`;
  try {
    const refused = await refusals(ctx, asks);
    const required = finding(
      'cors.preflight',
      'CORS',
      title,
      refused.length === 0 ? 'read' : 'not-read',
      [
        ...evidenceSince(ctx, mark),
        ...(refused.length === 0 ? [`allowed for ${ctx.origin}`] : refused),
      ],
      refused.length === 0
        ? undefined
        : 'every page behind sign-in shows an error: the browser refuses to send the request',
    );
    const extras = await Promise.all(
      EXTRA_HEADERS.map(async (extra) => {
        const headers = [...SPEC_HEADERS, extra.name];
        const mine = await refusals(
          ctx,
          extra.methods.map((method) => ({ url: orders, method, headers })),
        );
        return finding(
          `cors.extra.${extra.name.toLowerCase()}`,
          'CORS',
          `preflight for ${extra.name} (optional, ${extra.methods.join(', ')})`,
          mine.length === 0 ? 'read' : 'loss',
          mine.length === 0 ? [`allowed for ${ctx.origin}`] : [`${extra.name} refused`, ...mine],
          mine.length === 0 ? undefined : extra.without,
        );
      }),
    );
    return [required, ...extras];
  } catch (error) {
    return [
      finding(
        'cors.preflight',
        'CORS',
        title,
        'not-read',
        [...evidenceSince(ctx, mark), error instanceof Error ? error.message : String(error)],
        'every page behind sign-in shows an error',
      ),
    ];
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
