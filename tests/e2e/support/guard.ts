import type { BrowserContext } from '@playwright/test';

/** What went wrong in a browser context: CSP violations and uncaught page errors. */
export interface GuardReport {
  cspViolations: string[];
  pageErrors: string[];
}

const BINDING = '__e2eReportCspViolation';

/**
 * Listens for `securitypolicyviolation` on every page of the context (the app's and the
 * provider's) and for uncaught errors. The fixtures fail the test when either list is not empty.
 */
export async function attachGuard(context: BrowserContext): Promise<GuardReport> {
  const report: GuardReport = { cspViolations: [], pageErrors: [] };
  await context.exposeBinding(BINDING, (_source, detail: unknown) => {
    report.cspViolations.push(typeof detail === 'string' ? detail : JSON.stringify(detail));
  });
  await context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      window.${BINDING}(event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') +
        ' on ' + event.documentURI + (event.sourceFile ? ' (' + event.sourceFile + ':' + event.lineNumber + ')' : ''));
    });`,
  });
  context.on('weberror', (webError) => {
    report.pageErrors.push(String(webError.error()));
  });
  return report;
}
