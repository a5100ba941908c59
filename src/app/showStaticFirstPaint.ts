/**
 * What the static first paint's script does (staticFirstPaintScript.ts): it puts on screen the
 * first paint the build rendered for this address, in the language the app will choose, so that
 * the header and the page's heading are drawn as soon as the HTML and the styles are there
 * (docs/decisions/0006). The app draws over them once it has the page's code. No React here: the
 * script is a few hundred bytes.
 */
import { initialLanguage } from '../lib/i18n/initialLanguage';
import { LANGUAGES } from '../lib/i18n/languages';

/** Picks the template for `path` in `language`, else the one for every other address. */
export function chooseFirstPaint(
  templates: readonly HTMLTemplateElement[],
  language: string,
  path: string,
): HTMLTemplateElement | undefined {
  const inLanguage = templates.filter((template) => template.dataset.language === language);
  return (
    inLanguage.find((template) => template.dataset.path === path) ??
    inLanguage.find((template) => template.dataset.path === '*')
  );
}

/**
 * Draws the first paint for `path` in `language` into `root`. Its controls (the language menu,
 * the phone's menu button) are disabled: they do nothing until the app has taken over, and a choice
 * made on them would be lost when the app draws over them. The app's own render replaces them with
 * working ones; links work from the start, as ordinary page loads.
 */
function draw(
  doc: Document,
  root: HTMLElement,
  templates: readonly HTMLTemplateElement[],
  language: string,
  path: string,
): void {
  const chosen = chooseFirstPaint(templates, language, path);
  if (!chosen) return;
  doc.documentElement.lang = language;
  root.replaceChildren(chosen.content.cloneNode(true));
  for (const control of root.querySelectorAll<HTMLButtonElement | HTMLSelectElement>(
    'button, select',
  )) {
    control.disabled = true;
  }
}

/** Draws the chosen first paint into an empty `#root`, and takes the templates out of the page. */
export function showStaticFirstPaint(doc: Document, path: string): void {
  const templates = [...doc.querySelectorAll('template[data-first-paint]')].filter(
    (element) => element instanceof HTMLTemplateElement,
  );
  const root = doc.getElementById('root');
  if (root && !root.hasChildNodes()) draw(doc, root, templates, initialLanguage(LANGUAGES), path);
  for (const template of templates) template.remove();
}
