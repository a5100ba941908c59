/**
 * The identity provider: Keycloak-style discovery, the PKCE code flow scripted over HTTP, refresh
 * token rotation, the sign-in page and RP-initiated logout (API keys: identity-api-keys.test.ts).
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DEMO_ORGANIZATIONS, sandboxUrls } from './support.ts';
import {
  APP_CLIENT_ID,
  CookieJar,
  authorizationUrl,
  authorize,
  codeFlow,
  followUntilAppOrPage,
  formAction,
  jwtHeader,
  jwtPayload,
  pkce,
  postToken,
  refresh,
  signIn,
  step,
} from './oidc-flow.ts';

const DiscoverySchema = v.looseObject({
  issuer: v.string(),
  authorization_endpoint: v.string(),
  token_endpoint: v.string(),
  jwks_uri: v.string(),
  userinfo_endpoint: v.string(),
  end_session_endpoint: v.string(),
  code_challenge_methods_supported: v.array(v.string()),
  grant_types_supported: v.array(v.string()),
});

describe('discovery', () => {
  it('serves Keycloak-style endpoint paths under the realm', async () => {
    const { authUrl } = sandboxUrls();
    const response = await fetch(`${authUrl}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = v.parse(DiscoverySchema, await response.json());
    const base = `${authUrl}/protocol/openid-connect`;
    expect(discovery.issuer).toBe(authUrl);
    expect(authUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/realms\/sandbox$/);
    expect(discovery.authorization_endpoint).toBe(`${base}/auth`);
    expect(discovery.token_endpoint).toBe(`${base}/token`);
    expect(discovery.jwks_uri).toBe(`${base}/certs`);
    expect(discovery.userinfo_endpoint).toBe(`${base}/userinfo`);
    expect(discovery.end_session_endpoint).toBe(`${base}/logout`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']),
    );
  });

  it('publishes the RS256 signing key', async () => {
    const response = await fetch(`${sandboxUrls().authUrl}/protocol/openid-connect/certs`);
    const jwks = v.parse(
      v.object({ keys: v.array(v.looseObject({ kty: v.string(), alg: v.string() })) }),
      await response.json(),
    );
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256' })]);
    expect(JSON.stringify(jwks)).not.toMatch(/"d":/);
  });
});

describe('authorization code flow with PKCE', () => {
  it('issues JWT access tokens for the API with the organization claim', async () => {
    const urls = sandboxUrls();
    const { tokens } = await signIn(urls, 'customer');
    expect(jwtHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = jwtPayload(tokens.access_token);
    expect(claims).toMatchObject({
      iss: urls.authUrl,
      aud: urls.apiUrl,
      client_id: APP_CLIENT_ID,
      name: 'Kari Kunde',
      preferred_username: 'customer',
      organization: {
        [DEMO_ORGANIZATIONS.byggherre.alias]: {
          id: DEMO_ORGANIZATIONS.byggherre.id,
          name: DEMO_ORGANIZATIONS.byggherre.name,
        },
      },
    });
    expect(tokens.expires_in).toBe(urls.tokenTtl);
    expect(tokens.refresh_token).toEqual(expect.any(String));
  });

  it('puts name and both organisations of the multi user in the ID token', async () => {
    const { tokens } = await signIn(sandboxUrls(), 'multi');
    expect(tokens.id_token).toBeDefined();
    const idClaims = jwtPayload(tokens.id_token ?? '');
    expect(idClaims).toMatchObject({
      name: 'Mia Multi',
      preferred_username: 'multi',
      aud: APP_CLIENT_ID,
    });
    expect(
      Object.keys(v.parse(v.record(v.string(), v.unknown()), idClaims['organization'])),
    ).toEqual([DEMO_ORGANIZATIONS.nordlysEiendom.alias, DEMO_ORGANIZATIONS.ombrukBergen.alias]);
  });

  it('accepts the scope organization as well as organization:*', async () => {
    const urls = sandboxUrls();
    const { token } = await codeFlow(urls, 'supplier', {
      authorize: { scope: 'openid organization' },
    });
    expect(token.status).toBe(200);
    const idToken = typeof token.body['id_token'] === 'string' ? token.body['id_token'] : '';
    expect(jwtPayload(idToken)).toMatchObject({
      organization: {
        [DEMO_ORGANIZATIONS.gjenbrukOslo.alias]: { id: DEMO_ORGANIZATIONS.gjenbrukOslo.id },
      },
    });
    expect(jwtPayload(idToken)['name']).toBeUndefined();
  });

  it('accepts the resource parameter in the authorization, token and refresh requests', async () => {
    const urls = sandboxUrls();
    const { token } = await codeFlow(urls, 'customer', {
      authorize: { resource: urls.apiUrl },
      token: { resource: urls.apiUrl },
    });
    expect(token.status).toBe(200);
    expect(jwtPayload(String(token.body['access_token']))).toMatchObject({ aud: urls.apiUrl });
    const renewed = await postToken(urls, {
      grant_type: 'refresh_token',
      client_id: APP_CLIENT_ID,
      refresh_token: String(token.body['refresh_token']),
      resource: urls.apiUrl,
    });
    expect(renewed.status).toBe(200);
    expect(jwtPayload(String(renewed.body['access_token']))).toMatchObject({ aud: urls.apiUrl });
  });

  it('rotates refresh tokens: the new one works, the old one is refused', async () => {
    const urls = sandboxUrls();
    const { tokens } = await signIn(urls, 'supplier');
    const first = tokens.refresh_token ?? '';
    const renewed = await refresh(urls, first);
    expect(renewed.refresh_token).toEqual(expect.any(String));
    expect(renewed.refresh_token).not.toBe(first);
    expect(jwtPayload(renewed.access_token)).toMatchObject({ preferred_username: 'supplier' });
    const reused = await postToken(urls, {
      grant_type: 'refresh_token',
      client_id: APP_CLIENT_ID,
      refresh_token: first,
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an authorization request without PKCE', async () => {
    const urls = sandboxUrls();
    const jar = new CookieJar();
    const url = new URL(authorizationUrl(urls, 'x'));
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const result = await followUntilAppOrPage(jar, url.href, urls.appOrigin);
    const params = new URL(result.url).searchParams;
    expect(params.get('error')).toBe('invalid_request');
    expect(params.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a code exchange with the wrong verifier', async () => {
    const urls = sandboxUrls();
    const jar = new CookieJar();
    const { challenge } = pkce();
    const first = await followUntilAppOrPage(
      jar,
      authorizationUrl(urls, challenge),
      urls.appOrigin,
    );
    const login = await step(jar, formAction(first.page?.body ?? '', first.url), {
      form: { username: 'customer', password: urls.demoPassword },
    });
    const callback = await followUntilAppOrPage(jar, login.location ?? '', urls.appOrigin);
    const code = new URL(callback.url).searchParams.get('code') ?? '';
    const token = await postToken(urls, {
      grant_type: 'authorization_code',
      client_id: APP_CLIENT_ID,
      code,
      redirect_uri: `${urls.appOrigin}/auth/callback`,
      code_verifier: pkce().verifier,
    });
    expect(token.status).toBe(400);
    expect(token.body).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers prompt=none without a form while the session lasts, and login_required without one', async () => {
    const urls = sandboxUrls();
    const { jar } = await signIn(urls, 'customer');
    const silent = await authorize(urls, jar, { prompt: 'none' });
    expect(new URL(silent.url).searchParams.get('code')).toEqual(expect.any(String));

    const anonymous = await authorize(urls, new CookieJar(), { prompt: 'none' });
    expect(new URL(anonymous.url).searchParams.get('error')).toBe('login_required');
  });

  it('ends the session with RP-initiated logout and returns to the app', async () => {
    const urls = sandboxUrls();
    const { jar, tokens } = await signIn(urls, 'customer');
    const logoutUrl = new URL(`${urls.authUrl}/protocol/openid-connect/logout`);
    logoutUrl.searchParams.set('id_token_hint', tokens.id_token ?? '');
    logoutUrl.searchParams.set('post_logout_redirect_uri', `${urls.appOrigin}/`);
    const page = await step(jar, logoutUrl.href);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Sign out');
    // One click, or none: a script from the provider (no inline script) submits the form.
    expect(page.body).toMatch(
      /<script src="\/realms\/sandbox\/resources\/logout\.js" defer><\/script>/,
    );
    expect(page.response.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${urls.appOrigin}`,
    );
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const action = /action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const confirm = await step(jar, new URL(action, logoutUrl).href, {
      form: { xsrf, logout: 'yes' },
    });
    expect(confirm.location).toBe(`${urls.appOrigin}/`);
    // The refresh token ended with the session.
    const renewal = await postToken(urls, {
      grant_type: 'refresh_token',
      client_id: APP_CLIENT_ID,
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(renewal.status).toBe(400);
    expect(renewal.body).toMatchObject({ error: 'invalid_grant' });
    const silent = await authorize(urls, jar, { prompt: 'none' });
    expect(new URL(silent.url).searchParams.get('error')).toBe('login_required');
  });
});

describe('sign-in page', () => {
  it('has labelled fields, a Sign in button and an alert on a wrong password', async () => {
    const urls = sandboxUrls();
    const jar = new CookieJar();
    const first = await authorize(urls, jar);
    const html = first.page?.body ?? '';
    expect(html).toMatch(/<label for="username">Username<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).not.toMatch(/<script(?![^>]*src=)/);
    const csp = first.page?.response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors 'self' ${urls.appOrigin}`);
    expect(first.page?.response.headers.get('x-frame-options')).toBeNull();

    const wrong = await step(jar, formAction(html, first.url), {
      form: { username: 'customer', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatch(/<p role="alert"[^>]*>Wrong username or password\.<\/p>/);
    expect(wrong.body).toContain('value="customer"');
  });

  it('returns access_denied to the app when the user cancels', async () => {
    const urls = sandboxUrls();
    const jar = new CookieJar();
    const first = await authorize(urls, jar);
    const cancel = await step(jar, formAction(first.page?.body ?? '', first.url, 'abort'), {
      form: {},
    });
    const back = await followUntilAppOrPage(jar, cancel.location ?? '', urls.appOrigin);
    expect(back.url.startsWith(`${urls.appOrigin}/auth/callback?`)).toBe(true);
    expect(new URL(back.url).searchParams.get('error')).toBe('access_denied');
  });

  it('speaks Norwegian when the app asks with ui_locales=nb', async () => {
    const urls = sandboxUrls();
    const first = await authorize(urls, new CookieJar(), { ui_locales: 'nb' });
    expect(first.page?.body).toContain('>Brukernavn</label>');
    expect(first.page?.body).toContain('>Logg inn</button>');
  });
});
