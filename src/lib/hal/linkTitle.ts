/** Text as a person compares it: case, spaces and punctuation aside. */
const plain = (text: string) =>
  text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[\s\p{P}]+/gu, '');

const wordCount = (text: string) => text.split(/[\s\p{P}]+/u).filter(Boolean).length;

/**
 * A link's own words (spec 2.3 `title`, "human-readable text"), trimmed, when they say more than
 * the `labels` its button already has (in any of the app's languages); undefined when the link has
 * none or they only repeat a label, whatever their case, spacing or punctuation. In HAL a title
 * labels its link: words no longer than the longest label are taken as another label of the step
 * ("Planlegg arbeidet" for "Mark as planned"), not as more.
 */
export function titleBeyond(
  title: string | undefined,
  labels: readonly string[],
): string | undefined {
  const words = title?.trim();
  if (!words) return undefined;
  const own = plain(words);
  if (own === '') return undefined;
  if (labels.some((label) => plain(label).includes(own))) return undefined;
  const longest = Math.max(0, ...labels.map(wordCount));
  return wordCount(words) > longest ? words : undefined;
}
