import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TOKEN } from '@core/sale-config';
import { formatTokenBreakdown } from '@core/format/tokens';
import { TokenBreakdown } from './TokenBreakdown';

const SCALE = 10n ** BigInt(TOKEN.decimals);
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('TokenBreakdown', () => {
  it('reads exactly as the core breakdown, each part kept whole', () => {
    const html = renderToStaticMarkup(h(TokenBreakdown, { base: 540_000n * SCALE, bonus: 81_000n * SCALE }));
    expect(text(html)).toBe(formatTokenBreakdown(540_000n * SCALE, 81_000n * SCALE));
    expect(html.match(/class="whitespace-nowrap"/g)).toHaveLength(3);
  });

  it('stacks the parts without the symbol in a table cell', () => {
    const html = renderToStaticMarkup(h(TokenBreakdown, { base: 540_000n * SCALE, bonus: 81_000n * SCALE, unit: false, stacked: true }));
    expect(text(html)).toBe('540,000 + 81,000 bonus = 621,000');
    expect(html.match(/class="block whitespace-nowrap"/g)).toHaveLength(3);
  });

  it('shows the base alone without a bonus', () => {
    expect(text(renderToStaticMarkup(h(TokenBreakdown, { base: 500_000n * SCALE, bonus: 0n })))).toBe('500,000 MRDX');
  });
});
