import { atom } from 'nanostores';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerList } from './ServerList';

type Answer = { items: string[]; page: number; pageSize: number; total: number };

function render(state: { data: Answer | null; loading: boolean; error: string | null }) {
  const list = { $list: atom(state), update: async () => {} };
  return renderToStaticMarkup(
    h(ServerList<Answer>, { list, label: 'Mail', loadingText: 'Loading mail...', controls: h('button', null, 'Filter'), children: (data: Answer) => h('ul', null, data.items.map((item) => h('li', { key: item }, item))) }),
  );
}

describe('ServerList', () => {
  it('says it is loading until the first answer, with its controls already there', () => {
    const html = render({ data: null, loading: true, error: null });
    expect(html).toContain('<div data-slot="server-list-controls" class="flex flex-wrap items-end gap-3"><button>Filter</button></div>');
    expect(html).toContain('<p role="status">Loading mail...</p>');
    expect(html).not.toContain('data-slot="pager"');
  });

  it('shows the error line instead of a loading line when the first answer failed', () => {
    const html = render({ data: null, loading: false, error: 'Could not load this list. Please try again.' });
    expect(html).toContain('role="alert" data-slot="error-line"');
    expect(html).toContain('Could not load this list. Please try again.');
    expect(html).not.toContain('Loading mail...');
  });

  it('draws the caller’s table from the page and pages it with the one Pager', () => {
    const html = render({ data: { items: ['a@example.com', 'b@example.com'], page: 2, pageSize: 2, total: 5 }, loading: false, error: null });
    expect(html).toContain('<li>a@example.com</li><li>b@example.com</li>');
    expect(html).toContain('aria-label="Mail pages"');
    expect(html).toContain('Page 2 of 3 · 5 in all');
  });

  it('reads the page size of the lists that call it limit', () => {
    const list = { $list: atom({ data: { items: [], page: 1, limit: 20, total: 41 }, loading: false, error: null }), update: async () => {} };
    const html = renderToStaticMarkup(h(ServerList<{ items: string[]; page: number; limit: number; total: number }>, { list, label: 'Comments', loadingText: '', children: () => null }));
    expect(html).toContain('Page 1 of 3 · 41 in all');
  });
});
