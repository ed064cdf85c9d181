// CSV for admin exports: RFC 4180 (CRLF, quoted fields, doubled quotes) and safe to open in a
// spreadsheet (a cell starting with = + - @ tab or CR gets a leading apostrophe: OWASP CSV injection).

/** One cell: neutralized against formulas, quoted when it must be. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole document: header row then rows, each line ending in CRLF. */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}
