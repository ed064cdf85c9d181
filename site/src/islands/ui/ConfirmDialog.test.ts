import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

const buttons = (html: string) => [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map((m) => ({ attributes: m[1]!, text: m[2] }));
const base = { title: 'Reset the sale timers?', description: 'The phase dates are cleared for everyone.', confirmLabel: 'Reset Timers', onConfirm: () => {}, onCancel: () => {} };

describe('ConfirmDialog', () => {
  it('asks its question in the one modal, named and described, with Cancel first and no Close button', () => {
    const html = renderToStaticMarkup(h(ConfirmDialog, base));
    expect(html).toContain('data-slot="modal"');
    expect(html).toMatch(/<h2 id="[^"]+-title"[^>]*>Reset the sale timers\?<\/h2>/);
    expect(html).toContain('The phase dates are cleared for everyone.');
    expect(html).toContain('max-w-md');
    expect(buttons(html).map((button) => button.text)).toEqual(['Cancel', 'Reset Timers']);
  });

  it('shows the busy label and waits while the action runs', () => {
    const html = renderToStaticMarkup(h(ConfirmDialog, { ...base, confirmLabel: 'Approve plan', busyLabel: 'Approving...', busy: true, size: 'regular' }, h('p', null, 'hash')));
    const [, confirm] = buttons(html);
    expect(confirm).toMatchObject({ text: 'Approving...' });
    expect(confirm!.attributes).toContain('disabled');
    expect(html).toContain('<p>hash</p>');
    expect(html).not.toContain('max-w-md');
  });

  it('keeps the confirm button waiting while another action runs', () => {
    const [, confirm] = buttons(renderToStaticMarkup(h(ConfirmDialog, { ...base, disabled: true })));
    expect(confirm).toMatchObject({ text: 'Reset Timers' });
    expect(confirm!.attributes).toContain('disabled');
  });
});
