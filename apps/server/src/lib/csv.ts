/** A byte-order mark: Excel then reads the file as UTF-8 (Indian names, the rupee sign). */
export const CSV_BOM = '\uFEFF';

/**
 * OWASP's CSV-injection rule: a cell that starts with one of these can be run as a formula by
 * a spreadsheet, so it is written with a leading apostrophe and read as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula starts neutralised, quoted when it holds a comma, quote or line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of cells, ended with CRLF as RFC 4180 writes it. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
