/** Text as a person compares it: case, spaces and punctuation aside. */
const plain = (text: string) =>
  text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[\s\p{P}]+/gu, '');

/** How much a text says: its words of four letters or more (articles and particles aside). */
const weight = (text: string) =>
  text.split(/[\s\p{P}]+/u).filter((word) => /^[\p{L}\p{N}]{4,}/u.test(word)).length;

/**
 * A link's own words (spec 2.3 `title`, "human-readable text"), trimmed, when they say more than
 * the `labels` its button already has (in any of the app's languages); undefined when the link has
 * none or they only repeat a label, whatever their case, spacing or punctuation. In HAL a title
 * labels its link: a title with no more words (of four letters or more) than the fullest label is
 * another label of the step ("Planlegg arbeidet" for "Mark as planned", "Send the quote"), not more.
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
  const fullest = Math.max(0, ...labels.map(weight));
  return weight(words) > fullest ? words : undefined;
}
