/**
 * The provider's interaction routes (the sign-in form), served at `<realm>/interaction/:uid`.
 * Plain `node:http` because oidc-provider's interaction API works on the raw request/response.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { APP_CLIENT_ID, findUserByUsername } from './accounts.ts';
import { pageLanguage, renderErrorPage, renderLoginPage } from './pages.ts';
import { pageSecurityPolicy } from './provider.ts';
import { declaredLength, sendTooLarge } from '../http/body-limit.ts';

/** The sign-in form is two short fields; anything bigger is refused (413) while it streams. */
export const MAX_FORM_BYTES = 16 * 1024;

class FormTooLargeError extends Error {}

export interface InteractionOptions {
  provider: Provider;
  demoPassword: string;
  appOrigins: readonly string[];
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const declared = declaredLength(req);
  if (declared !== undefined && declared > MAX_FORM_BYTES) throw new FormTooLargeError();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new FormTooLargeError();
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  appOrigins: readonly string[],
): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': pageSecurityPolicy(appOrigins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(html);
}

/**
 * Handles `GET <realm>/interaction/:uid`, `POST …/login` and `POST …/abort`. `rest` is the path
 * after `<realm>/interaction/`.
 */
export async function handleInteraction(
  options: InteractionOptions,
  req: IncomingMessage,
  res: ServerResponse,
  rest: string,
): Promise<void> {
  const { provider, appOrigins } = options;
  const [uid = '', action = ''] = rest.split('/');
  // A posted form is read (and its size checked) before anything else looks at the request.
  let form = new URLSearchParams();
  if (req.method === 'POST') {
    try {
      form = await readForm(req);
    } catch (error) {
      if (!(error instanceof FormTooLargeError)) throw error;
      sendTooLarge(res, MAX_FORM_BYTES);
      return;
    }
  }
  let details: Interaction;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    sendHtml(
      res,
      400,
      renderErrorPage({
        error: 'invalid_request',
        error_description: 'The sign-in has expired. Go back to the app and sign in again.',
      }),
      appOrigins,
    );
    return;
  }
  if (details.uid !== uid) {
    sendHtml(res, 400, renderErrorPage({ error: 'invalid_request' }), appOrigins);
    return;
  }
  const language = pageLanguage(details.params['ui_locales']);

  if (req.method === 'GET' && action === '') {
    if (details.prompt.name === 'login') {
      const hint = details.params['login_hint'];
      sendHtml(
        res,
        200,
        renderLoginPage({ uid, language, username: typeof hint === 'string' ? hint : '' }),
        appOrigins,
      );
      return;
    }
    // Only the first-party app reaches a consent prompt (its grant is normally loaded without
    // one): grant what it asked for.
    const accountId = details.session?.accountId;
    const clientId = details.params['client_id'];
    if (
      details.prompt.name === 'consent' &&
      accountId !== undefined &&
      clientId === APP_CLIENT_ID
    ) {
      const grant = new provider.Grant({ accountId, clientId });
      const scope = details.params['scope'];
      if (typeof scope === 'string') grant.addOIDCScope(scope);
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }
    await provider.interactionFinished(req, res, {
      error: 'access_denied',
      error_description: 'consent is not available for this client',
    });
    return;
  }

  if (req.method === 'POST' && action === 'login') {
    const username = form.get('username') ?? '';
    const password = form.get('password') ?? '';
    const user = findUserByUsername(username);
    const passwordOk = sameSecret(password, options.demoPassword);
    if (user === undefined || !passwordOk) {
      sendHtml(res, 401, renderLoginPage({ uid, language, username, failed: true }), appOrigins);
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.id } },
      { mergeWithLastSubmission: false },
    );
    return;
  }

  if (req.method === 'POST' && action === 'abort') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User aborted the sign-in' },
      { mergeWithLastSubmission: false },
    );
    return;
  }

  sendHtml(res, 404, renderErrorPage({ error: 'not_found' }), appOrigins);
}
