import { initialLanguage } from '../lib/i18n/initialLanguage';
import { LANGUAGES } from '../lib/i18n/languages';

/**
 * What the static first paint's script does (staticFirstPaintScript.ts, no React: a few hundred
 * bytes): it draws into an empty `#root` the first paint the build rendered for this address (`/`
 * or every other), in the language the app will choose, as soon as the HTML and the styles are
 * there (docs/decisions/0006), and takes the templates out of the page. Its controls (the language
 * menu, the phone's menu button) are disabled: a choice made on them would be lost when the app
 * draws over them with working ones. Links work from the start, as ordinary page loads.
 */
export function showStaticFirstPaint(doc: Document, path: string): void {
  const language = initialLanguage(LANGUAGES);
  const chosen = doc.querySelector(
    `template[data-language="${language}"][data-path="${path === '/' ? '/' : '*'}"]`,
  );
  const root = doc.getElementById('root');
  if (chosen instanceof HTMLTemplateElement && root && !root.hasChildNodes()) {
    doc.documentElement.lang = language;
    root.replaceChildren(chosen.content.cloneNode(true));
    for (const control of root.querySelectorAll<HTMLButtonElement | HTMLSelectElement>(
      'button, select',
    )) {
      control.disabled = true;
    }
  }
  for (const template of doc.querySelectorAll('template[data-first-paint]')) template.remove();
}
