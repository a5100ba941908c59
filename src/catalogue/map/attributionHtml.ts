import type { AttributionPart } from '../../config';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/**
 * Leaflet's attribution control takes an HTML string: every text is escaped, and the only markup
 * is the links built here from already validated http(s) addresses.
 */
export function attributionHtml(parts: readonly AttributionPart[]): string {
  return parts
    .map((part) =>
      part.href === undefined
        ? escapeHtml(part.text)
        : `<a href="${escapeHtml(part.href)}" rel="noopener noreferrer" target="_blank">${escapeHtml(part.text)}</a>`,
    )
    .join('');
}
