/**
 * The app's sign-in scripted over plain HTTP, as a browser would do it: authorization request with
 * PKCE (S256), the provider's sign-in form, redirects with cookies, then code → tokens. Also the
 * refresh and client_credentials grants. Works against any running sandbox (its URLs are passed in).
 */
import { createHash, randomBytes } from 'node:crypto';

export interface FlowUrls {
  /** Issuer: `http://127.0.0.1:<port>/realms/sandbox`. */
  authUrl: string;
  /** API base (resource / audience). */
  apiUrl: string;
  appOrigin: string;
  demoPassword: string;
}

export interface TokenResponse {
  access_token: string;
  token_type: string;
  expires_in: number;
  id_token?: string;
  refresh_token?: string;
  scope?: string;
}

export const APP_CLIENT_ID = 'circular-web';
export const APP_SCOPE = 'openid profile organization:*';

/** A tiny cookie jar: enough for the provider's session and interaction cookies. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator < 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface HttpStep {
  status: number;
  location: string | undefined;
  body: string;
  response: Response;
}

/** One request without following redirects, with the jar's cookies. */
export async function step(
  jar: CookieJar,
  url: string,
  init: { method?: string; form?: Record<string, string> } = {},
): Promise<HttpStep> {
  const headers: Record<string, string> = { Cookie: jar.header() };
  let body: string | undefined;
  if (init.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const response = await fetch(url, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    redirect: 'manual',
    ...(body === undefined ? {} : { body }),
  });
  jar.store(response);
  const location = response.headers.get('location') ?? undefined;
  return {
    status: response.status,
    location: location === undefined ? undefined : new URL(location, url).href,
    body: await response.text(),
    response,
  };
}

export interface FollowResult {
  url: string;
  page?: HttpStep;
}

/** Follows provider redirects until a page (200/4xx) or a redirect to the app (the callback). */
export async function followUntilAppOrPage(
  jar: CookieJar,
  start: string,
  appOrigin: string,
): Promise<FollowResult> {
  let url = start;
  for (let hops = 0; hops < 10; hops += 1) {
    if (url.startsWith(appOrigin)) return { url };
    const result = await step(jar, url);
    if (result.location === undefined) return { url, page: result };
    url = result.location;
  }
  throw new Error(`too many redirects from ${start}`);
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function pkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function authorizationUrl(
  urls: FlowUrls,
  challenge: string,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams({
    client_id: APP_CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${urls.appOrigin}/auth/callback`,
    scope: APP_SCOPE,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return `${urls.authUrl}/protocol/openid-connect/auth?${params.toString()}`;
}

/** Starts an authorization request (a fresh PKCE challenge) and follows it to a page or the app. */
export function authorize(
  urls: FlowUrls,
  jar: CookieJar,
  extra: Record<string, string> = {},
): Promise<FollowResult> {
  return followUntilAppOrPage(jar, authorizationUrl(urls, pkce().challenge, extra), urls.appOrigin);
}

/** The sign-in form's action, read from the page. */
export function formAction(html: string, pageUrl: string, path = 'login'): string {
  const match = new RegExp(`action="([^"]*/${path})"`).exec(html);
  if (match?.[1] === undefined) throw new Error(`no ${path} form on the page`);
  return new URL(match[1], pageUrl).href;
}

export async function postToken(
  urls: FlowUrls,
  form: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${urls.authUrl}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error('token response is not JSON');
  return { status: response.status, body: { ...body }, headers: response.headers };
}

function asTokenResponse(body: Record<string, unknown>): TokenResponse {
  const { access_token, token_type, expires_in, id_token, refresh_token, scope } = body;
  if (typeof access_token !== 'string' || typeof expires_in !== 'number') {
    throw new Error(`token request failed: ${JSON.stringify(body)}`);
  }
  return {
    access_token,
    token_type: typeof token_type === 'string' ? token_type : 'Bearer',
    expires_in,
    ...(typeof id_token === 'string' ? { id_token } : {}),
    ...(typeof refresh_token === 'string' ? { refresh_token } : {}),
    ...(typeof scope === 'string' ? { scope } : {}),
  };
}

export interface SignInResult {
  tokens: TokenResponse;
  jar: CookieJar;
}

/** Extra parameters of the authorization request and the code exchange. */
export interface CodeFlowExtras {
  authorize?: Record<string, string>;
  token?: Record<string, string>;
}

/**
 * The authorization-code flow with PKCE for one demo user, up to the raw token response (the
 * caller checks its status and body).
 */
export async function codeFlow(
  urls: FlowUrls,
  username: string,
  extras: CodeFlowExtras = {},
): Promise<{ token: Awaited<ReturnType<typeof postToken>>; jar: CookieJar }> {
  const jar = new CookieJar();
  const { verifier, challenge } = pkce();
  const start = authorizationUrl(urls, challenge, extras.authorize);
  const first = await followUntilAppOrPage(jar, start, urls.appOrigin);
  if (first.page === undefined) throw new Error('expected the sign-in form');
  const login = await step(jar, formAction(first.page.body, first.url), {
    form: { username, password: urls.demoPassword },
  });
  if (login.location === undefined) throw new Error(`sign-in failed (${login.status})`);
  const callback = await followUntilAppOrPage(jar, login.location, urls.appOrigin);
  const code = new URL(callback.url).searchParams.get('code');
  if (code === null) throw new Error(`no code in ${callback.url}`);
  const token = await postToken(urls, {
    grant_type: 'authorization_code',
    client_id: APP_CLIENT_ID,
    code,
    redirect_uri: `${urls.appOrigin}/auth/callback`,
    code_verifier: verifier,
    ...extras.token,
  });
  return { token, jar };
}

/** The whole authorization-code flow with PKCE for one demo user. */
export async function signIn(urls: FlowUrls, username: string): Promise<SignInResult> {
  const { token, jar } = await codeFlow(urls, username);
  return { tokens: asTokenResponse(token.body), jar };
}

export async function refresh(urls: FlowUrls, refreshToken: string): Promise<TokenResponse> {
  const token = await postToken(urls, {
    grant_type: 'refresh_token',
    client_id: APP_CLIENT_ID,
    refresh_token: refreshToken,
  });
  return asTokenResponse(token.body);
}

export async function clientCredentials(
  urls: FlowUrls,
  clientId: string,
  clientSecret: string,
): Promise<TokenResponse> {
  const token = await postToken(urls, {
    grant_type: 'client_credentials',
    client_id: clientId,
    client_secret: clientSecret,
    resource: urls.apiUrl,
  });
  return asTokenResponse(token.body);
}

/** A part of a JWT (0 the header, 1 the payload), decoded without verifying it. */
function jwtPart(token: string, index: 0 | 1): Record<string, unknown> {
  const part = token.split('.')[index];
  if (part === undefined) throw new Error('not a JWT');
  const parsed: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error('JWT part not an object');
  return { ...parsed };
}

/** A JWT's header and payload (tests inspect its type and claims). */
export const jwtHeader = (token: string) => jwtPart(token, 0);

export function jwtPayload(token: string): Record<string, unknown> {
  return jwtPart(token, 1);
}
