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
    expect(html).toContain('<td colSpan="3" class="py-6 text-center text-gray-300">No mail</td>');
    expect(html).not.toContain('hidden');
  });

  it("lets a caller's class win over the look's (one class per property)", () => {
    const html = render(h(Table, { caption: 'Ledger', columns: ['A'], className: 'text-xs' }));
    expect(html).toMatch(/<table data-slot="table" class="[^"]*text-xs/);
    expect(html).not.toMatch(/<table data-slot="table" class="[^"]*text-sm/);
  });
});
