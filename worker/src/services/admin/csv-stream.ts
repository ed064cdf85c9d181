// CSV downloads: RFC 4180 (CRLF, quoted as needed) through csv-stringify, cells that a spreadsheet
// would run as a formula neutralised, and the body streamed page by page from D1.
import { stringify } from 'csv-stringify/sync';

/** Characters that make Excel, LibreOffice or Sheets treat a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text, prefixed with a single quote when a spreadsheet would evaluate it. */
export function safeCell(value: string | number | bigint | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Rows as RFC 4180 text (CRLF after every record). */
export function csvText(rows: readonly (readonly (string | number | bigint | null)[])[]): string {
  // csv-stringify quotes fields containing the record delimiter (CRLF) but not a bare LF or CR;
  // RFC 4180 wants every line break inside a field quoted.
  return stringify(rows.map((row) => row.map(safeCell)), { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

/**
 * A stream that writes `header`, then each page `nextPage` returns until it returns null, then the
 * optional `footer` rows. Pages are pulled on demand, so memory stays at one page.
 */
export function csvStream<Cursor>(
  header: readonly string[],
  nextPage: (cursor: Cursor | null) => Promise<{ rows: (string | number | bigint | null)[][]; cursor: Cursor } | null>,
  footer?: () => (string | number | bigint | null)[][],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: Cursor | null = null;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvText([[...header]])));
        return;
      }
      const page = await nextPage(cursor);
      if (page && page.rows.length > 0) {
        cursor = page.cursor;
        controller.enqueue(encoder.encode(csvText(page.rows)));
        return;
      }
      const tail = footer?.() ?? [];
      if (tail.length > 0) controller.enqueue(encoder.encode(csvText(tail)));
      controller.close();
    },
  });
}

/** The download response: text/csv, attachment with a dated file name, never cached. */
export function csvResponse(stream: ReadableStream<Uint8Array>, baseName: string, now: Date): Response {
  const fileName = `${baseName}-${now.toISOString().slice(0, 10)}.csv`;
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}
