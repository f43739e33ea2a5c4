/** The export's CSV (RFC 4180): every cell quoted, quotes doubled, lines ended by CRLF. */
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;

/**
 * A cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is prefixed with a
 * quote mark, so opening the dataset never runs a student's text (OWASP "CSV injection").
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}
