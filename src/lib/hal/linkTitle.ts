/** Text as a person compares it: case, spaces and punctuation aside. */
const plain = (text: string) =>
  text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[\s\p{P}]+/gu, '');

/**
 * A link's own words (spec 2.3 `title`, "human-readable text"), trimmed, when they say more than
 * the `labels` its button already has (in any of the app's languages); undefined when the link has
 * none or they only repeat a label, whatever their case, spacing or punctuation.
 */
export function titleBeyond(
  title: string | undefined,
  labels: readonly string[],
): string | undefined {
  const words = title?.trim();
  if (!words) return undefined;
  const own = plain(words);
  if (own === '') return undefined;
  return labels.some((label) => plain(label).includes(own)) ? undefined : words;
}
