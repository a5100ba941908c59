/**
 * A spreadsheet file (CSV, RFC 4180) as the reader's spreadsheet opens it: UTF-8 with a byte order
 * mark, one header row, CRLF between rows. In Bokmål fields are separated by semicolons and
 * numbers written with a decimal comma (as Norwegian spreadsheets read them); in English by commas
 * with a decimal point. Numbers are written whole, never rounded; dates are the caller's ISO text.
 */
export type CsvCell = string | number | undefined;
export type CsvLanguage = 'en' | 'nb';

const SEPARATOR: Record<CsvLanguage, string> = { en: ',', nb: ';' };

/** A number unrounded, without exponent, with the language's decimal mark. */
export function csvNumber(value: number, language: CsvLanguage): string {
  let written = String(value);
  if (/e/i.test(written)) {
    written = value.toLocaleString('en-US', { useGrouping: false, maximumSignificantDigits: 17 });
  }
  return language === 'nb' ? written.replace('.', ',') : written;
}

function cell(value: CsvCell, language: CsvLanguage): string {
  if (value === undefined) return '';
  const written = typeof value === 'number' ? csvNumber(value, language) : value;
  const needsQuotes = /["\r\n]/.test(written) || written.includes(SEPARATOR[language]);
  return needsQuotes || written !== written.trim() ? `"${written.replace(/"/g, '""')}"` : written;
}

/** The file's text: the header row, then one row per record. */
export function writeCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  language: CsvLanguage,
): string {
  const separator = SEPARATOR[language];
  const line = (cells: readonly CsvCell[]) => cells.map((c) => cell(c, language)).join(separator);
  return `\uFEFF${[header, ...rows].map(line).join('\r\n')}\r\n`;
}
