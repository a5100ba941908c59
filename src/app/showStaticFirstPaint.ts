import { initialLanguage } from '../lib/i18n/initialLanguage';
import { LANGUAGES } from '../lib/i18n/languages';

/**
 * The static first paint's script (staticFirstPaintScript.ts; no React, a few hundred bytes): draws
 * into an empty `#root` the build's first paint for this address (`/` or every other) in the
 * language the app will choose (docs/decisions/0006), and takes the templates out. Its controls
 * are disabled (a choice made on them would be lost when the app draws over them); links work.
 */
export function showStaticFirstPaint(doc: Document, path: string): void {
  const language = initialLanguage(LANGUAGES);
  const paints = [
    ...doc.querySelectorAll<HTMLTemplateElement>(`template[data-language="${language}"]`),
  ];
  const address = path.length > 1 ? path.replace(/\/$/, '') : path;
  const chosen =
    paints.find((paint) => paint.dataset.path === address) ??
    paints.find((paint) => paint.dataset.path === '*');
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
