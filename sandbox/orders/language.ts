/** The language of localised names: `nb` when the caller prefers Norwegian, else `en`. */
export type Language = 'en' | 'nb';

export function preferredLanguage(acceptLanguage: string | undefined): Language {
  if (acceptLanguage === undefined) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'nb' || primary === 'no' || primary === 'nn') return 'nb';
    if (primary === 'en') return 'en';
  }
  return 'en';
}
