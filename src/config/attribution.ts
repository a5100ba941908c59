/**
 * The map attribution from config.json, reduced to what may be shown: text and plain links to
 * http(s) addresses. `<a href="https://…">text</a>` becomes a link; any other markup stays
 * literal text (it is escaped when drawn), so config.json cannot inject HTML into the page.
 */
export interface AttributionPart {
  text: string;
  /** An absolute http(s) address. */
  href?: string;
}

const LINK = /<a\s+href\s*=\s*"([^"<>]*)"\s*>([^<>]*)<\/a>/gi;

function httpAddress(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function parseAttribution(source: string): AttributionPart[] {
  const parts: AttributionPart[] = [];
  const pushText = (text: string) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last !== undefined && last.href === undefined) last.text += text;
    else parts.push({ text });
  };
  let index = 0;
  for (const match of source.matchAll(LINK)) {
    const [whole, rawHref = '', text = ''] = match;
    pushText(source.slice(index, match.index));
    const href = httpAddress(rawHref);
    if (href === null || text.trim() === '') pushText(whole);
    else parts.push({ text, href });
    index = match.index + whole.length;
  }
  pushText(source.slice(index));
  return parts;
}
