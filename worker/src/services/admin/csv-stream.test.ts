import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { csvStream, csvText, safeCell } from './csv-stream';

describe('safeCell', () => {
  it('neutralises every formula start and leaves other text alone', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(safeCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(safeCell('alice@example.com')).toBe('alice@example.com');
    expect(safeCell(12)).toBe('12');
    expect(safeCell(null)).toBe('');
  });
});

describe('csvText', () => {
  it('writes RFC 4180: CRLF records, quotes around commas, quotes and line breaks', () => {
    const text = csvText([['a,b', 'say "hi"', 'two\nlines'], ['x', '', '=1+1']]);
    expect(text).toBe('"a,b","say ""hi""","two\nlines"\r\nx,,\'=1+1\r\n');
    expect(parse(text)).toEqual([['a,b', 'say "hi"', 'two\nlines'], ['x', '', "'=1+1"]]);
  });
});

describe('csvStream', () => {
  it('pulls pages until none is left, then writes the footer', async () => {
    const pages = [[['1']], [['2'], ['3']]];
    const stream = csvStream<number>(['n'], async (cursor) => {
      const index = cursor ?? 0;
      return index < pages.length ? { rows: pages[index]!, cursor: index + 1 } : null;
    }, () => [['total', '3']]);
    const text = await new Response(stream).text();
    expect(parse(text, { relax_column_count: true })).toEqual([['n'], ['1'], ['2'], ['3'], ['total', '3']]);
  });
});
