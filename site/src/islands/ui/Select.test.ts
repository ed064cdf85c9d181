import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { optionsOf, Select } from './Select';

const render = (props: Parameters<typeof Select>[0]) => renderToStaticMarkup(h(Select, props));

describe('Select', () => {
  it('labels the control and lists the options in order with their words', () => {
    const html = render({ label: 'Status', id: 'mail-status', options: optionsOf({ '': 'All', queued: 'Queued', failed: 'Failed' }), value: 'queued', onChange: () => {} });
    expect(html).toContain('<label for="mail-status"');
    expect(html).toContain('>Status</label>');
    expect(html).toMatch(/<select id="mail-status" data-slot="select"/);
    expect([...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]])).toEqual([['', 'All'], ['queued', 'Queued'], ['failed', 'Failed']]);
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('role="alert"');
  });

  it('shows its error line, described by it and marked invalid', () => {
    const html = render({ label: 'Sort by', id: 'sort', options: [{ value: 'email', label: 'Email' }], hint: 'Applies to every page', error: 'Choose a column' });
    expect(html).toContain('aria-describedby="sort-hint sort-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('<p id="sort-error" role="alert" data-slot="error-line" class="text-sm text-danger">Choose a column</p>');
  });

  it('orders options from a record as asked, and keeps a value without a label readable', () => {
    expect(optionsOf({ asc: 'Ascending', desc: 'Descending' }, ['desc', 'asc'])).toEqual([
      { value: 'desc', label: 'Descending' },
      { value: 'asc', label: 'Ascending' },
    ]);
    expect(optionsOf({}, ['open'])).toEqual([{ value: 'open', label: 'open' }]);
  });
});
