/**
 * HTML of the identity provider's own pages: sign-in, sign-out, errors. Plain, accessible, no inline
 * scripts or styles (the stylesheet and the logout auto-submit script are served from
 * `<realm>/resources/`). English by default, Norwegian Bokmål when the request asks for `nb`.
 */
import { REALM_PATH } from '../config.ts';

export type PageLanguage = 'en' | 'nb';

const TEXT = {
  en: {
    signInTitle: 'Sign in',
    product: 'Circular services sandbox',
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in',
    cancel: 'Cancel',
    wrong: 'Wrong username or password.',
    hint: 'Demo users: customer, supplier and multi. The sandbox prints the password when it starts.',
    signOutTitle: 'Sign out',
    signOutQuestion: 'Do you want to sign out of the Circular services sandbox?',
    signOut: 'Sign out',
    stay: 'Stay signed in',
    signedOut: 'You are signed out.',
    errorTitle: 'Sign-in error',
  },
  nb: {
    signInTitle: 'Logg inn',
    product: 'Sandkasse for sirkulære tjenester',
    username: 'Brukernavn',
    password: 'Passord',
    signIn: 'Logg inn',
    cancel: 'Avbryt',
    wrong: 'Feil brukernavn eller passord.',
    hint: 'Demobrukere: customer, supplier og multi. Sandkassen skriver ut passordet når den starter.',
    signOutTitle: 'Logg ut',
    signOutQuestion: 'Vil du logge ut av sandkassen for sirkulære tjenester?',
    signOut: 'Logg ut',
    stay: 'Forbli innlogget',
    signedOut: 'Du er logget ut.',
    errorTitle: 'Feil ved innlogging',
  },
} as const;

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** `nb`, `nb-NO`, `no` or `nn` first in `ui_locales` → Norwegian; anything else English. */
export function pageLanguage(uiLocales: unknown): PageLanguage {
  if (typeof uiLocales !== 'string') return 'en';
  const first = uiLocales.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return /^(nb|no|nn)(-|$)/.test(first) ? 'nb' : 'en';
}

function layout(language: PageLanguage, title: string, body: string, script?: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ${escapeHtml(TEXT[language].product)}</title>
<link rel="stylesheet" href="${REALM_PATH}/resources/pages.css">
${script === undefined ? '' : `<script src="${REALM_PATH}/resources/${script}" defer></script>`}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  uid: string;
  language: PageLanguage;
  username?: string;
  failed?: boolean;
}

export function renderLoginPage(options: LoginPageOptions): string {
  const t = TEXT[options.language];
  const action = `${REALM_PATH}/interaction/${encodeURIComponent(options.uid)}`;
  const alert = options.failed === true ? `<p role="alert" class="alert">${t.wrong}</p>` : '';
  return layout(
    options.language,
    t.signInTitle,
    `<h1>${t.signInTitle}</h1>
<p class="product">${t.product}</p>
${alert}
<form method="post" action="${action}/login">
<label for="username">${t.username}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(options.username ?? '')}"${options.failed === true ? ' aria-invalid="true"' : ''}>
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${options.failed === true ? ' aria-invalid="true"' : ''}>
<button type="submit">${t.signIn}</button>
</form>
<form method="post" action="${action}/abort">
<button type="submit" class="secondary">${t.cancel}</button>
</form>
<p class="hint">${t.hint}</p>`,
  );
}

/** `form` is oidc-provider's hidden logout form (`id="op.logoutForm"`, with its xsrf field). */
export function renderLogoutPage(form: string): string {
  const t = TEXT.en;
  return layout(
    'en',
    t.signOutTitle,
    `<h1>${t.signOutTitle}</h1>
<p>${t.signOutQuestion}</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" id="sign-out">${t.signOut}</button>
<button type="submit" form="op.logoutForm" class="secondary">${t.stay}</button>`,
    'logout.js',
  );
}

export function renderLogoutSuccessPage(): string {
  const t = TEXT.en;
  return layout('en', t.signOutTitle, `<h1>${t.signOutTitle}</h1>\n<p>${t.signedOut}</p>`);
}

export function renderErrorPage(out: { error: string; error_description?: string }): string {
  const t = TEXT.en;
  return layout(
    'en',
    t.errorTitle,
    `<h1>${t.errorTitle}</h1>
<p role="alert"><code>${escapeHtml(out.error)}</code>${out.error_description === undefined ? '' : `: ${escapeHtml(out.error_description)}`}</p>`,
  );
}

export const PAGES_CSS = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f4;color:#1b1f1b}
main{max-width:22rem;margin:3rem auto;padding:1.5rem 2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 .25rem}
.product,.hint{color:#444;font-size:.9rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.5rem;font-size:1rem;border:1px solid #666;border-radius:4px}
button{display:block;width:100%;margin-top:1.25rem;padding:.6rem;font-size:1rem;font-weight:600;border:0;border-radius:4px;background:#1d5f3a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d5f3a;border:1px solid #1d5f3a;margin-top:.75rem}
:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
.alert{background:#fde8e8;border:1px solid #a61b1b;color:#7a1010;padding:.5rem .75rem;border-radius:4px}
`;

/** Submits oidc-provider's logout form right away (RP-initiated logout returns to the app). */
export const LOGOUT_JS = `document.getElementById('sign-out')?.click();\n`;
