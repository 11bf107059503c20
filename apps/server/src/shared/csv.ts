// The one CSV writer of the server (console exports, issue 25): RFC 4180 fields (quoted when they
// hold a comma, a quote or a line break; quotes doubled), CRLF lines, and a UTF-8 byte-order mark
// first so Excel reads Chinese and Khmer text as UTF-8 instead of the machine's code page. A text
// cell starting with = + - @ (or a tab or carriage return) is prefixed with ' so a spreadsheet shows
// it as text instead of running it as a formula (CSV/formula injection); a plain number ("-12.50",
// as money columns write them) is left as it is: a spreadsheet reads it as the number it is.

export const CSV_BOM = '\uFEFF';

const PLAIN_NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;

/** One field. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) {
    return '';
  }
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, CRLF-terminated. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
