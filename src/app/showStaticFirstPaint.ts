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

/** Draws the chosen first paint into an empty `#root`, and takes the templates out of the page. */
export function showStaticFirstPaint(doc: Document, path: string): void {
  const templates = [...doc.querySelectorAll('template[data-first-paint]')].filter(
    (element) => element instanceof HTMLTemplateElement,
  );
  const root = doc.getElementById('root');
  const language = initialLanguage(LANGUAGES);
  const chosen = chooseFirstPaint(templates, language, path);
  if (root && !root.hasChildNodes() && chosen) {
    doc.documentElement.lang = language;
    root.append(chosen.content.cloneNode(true));
  }
  for (const template of templates) template.remove();
}
