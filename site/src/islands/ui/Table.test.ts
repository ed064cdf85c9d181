import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Table, TableCell, TableRow } from './Table';

const render = (node: ReturnType<typeof h>) => renderToStaticMarkup(node);

describe('Table', () => {
  it('names the table by its caption and its scrolling region, and heads each column', () => {
    const html = render(h(Table, { caption: 'Your contributions', columns: ['Date', { label: 'MRDX', align: 'end' }] }, h(TableRow, { id: 'row' }, h(TableCell, null, 'Jan 5'), h(TableCell, { align: 'end', mono: true }, '621,000'))));
    expect(html).toContain('role="region" aria-label="Your contributions" tabindex="0"');
    expect(html).toContain('<caption class="sr-only">Your contributions</caption>');
    expect(html).toMatch(/<th scope="col" data-slot="table-head" class="font-medium">Date<\/th>/);
    expect(html).toMatch(/<th scope="col" data-slot="table-head" class="font-medium text-right">MRDX<\/th>/);
    expect(html).toContain('<tr data-slot="table-row" id="row">');
    expect(html).toContain('class="text-right font-mono">621,000</td>');
  });

  it('shows the empty line across every column instead of the rows', () => {
    const html = render(h(Table, { caption: 'Mail', columns: ['A', 'B', 'C'], empty: 'No mail', look: 'framed' }, h(TableRow, null, h(TableCell, null, 'hidden'))));
    expect(html).toMatch(/<td colSpan="3" class="py-6 text-muted"><div data-slot="table-empty" class="sticky left-0 [^"]*sm:text-center">No mail<\/div><\/td>/);
    expect(html).not.toContain('hidden');
  });

  it('changes its text size and row height through props, never two classes for one property', () => {
    const html = render(h(Table, { caption: 'Ledger', columns: ['A'], smallOnPhones: true, density: 'tight' }));
    const tableClass = (/<table data-slot="table" class="([^"]*)"/.exec(html)?.[1] ?? '').replaceAll('&amp;', '&');
    expect(tableClass.split(' ')).toEqual(expect.arrayContaining(['text-xs', 'sm:text-sm', '[&_td]:py-1']));
    expect(tableClass.split(' ')).not.toContain('text-sm');
    expect(tableClass.split(' ')).not.toContain('[&_td]:py-2');
  });

  it('stacks a framed table on phones: each cell carries its column name, a conditional cell keeps its place', () => {
    const html = render(
      h(Table, { caption: 'Mail outbox', columns: ['To', 'Status', 'Actions'], look: 'framed' },
        h(TableRow, { key: 'a' }, h(TableCell, null, 'a@example.com'), false, h(TableCell, null, 'Retry')),
      ),
    );
    expect(html).toContain('table-stack');
    expect(html).toContain('data-label="To">a@example.com</td>');
    expect(html).toContain('data-label="Actions">Retry</td>');
    expect(html).not.toContain('data-label="Status"');
  });

  it('stacks a plain table that asks for it as pairs, the name beside the value', () => {
    const html = render(h(Table, { caption: 'Ledger', columns: ['Date', 'SOL'], stackOnPhones: true }, h(TableRow, null, h(TableCell, null, 'Jan 5'), h(TableCell, null, '1'))));
    expect(html).toContain('table-stack table-stack-pairs');
    expect(html).toContain('data-label="SOL">1</td>');
  });

  it('leaves the site’s plain tables and an opted-out framed one as they are', () => {
    for (const props of [{ look: 'plain' as const }, { look: 'framed' as const, stackOnPhones: false }]) {
      const html = render(h(Table, { caption: 'Ledger', columns: ['Date'], ...props }, h(TableRow, null, h(TableCell, null, 'Jan 5'))));
      expect(html).not.toContain('table-stack');
      expect(html).not.toContain('data-label');
    }
  });
});
