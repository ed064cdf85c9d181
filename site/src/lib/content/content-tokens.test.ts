import { describe, expect, it } from 'vitest';
import { fillContentTokens, unknownContentTokens } from './content-tokens';
import { SALE_FACTS, tokensForUsdDisplay } from './sale-facts';
import { formatUsdPrice, formatUsdWhole } from '@core/format/money';

describe('fillContentTokens', () => {
  it('replaces known tokens with the configured facts', () => {
    expect(fillContentTokens('Minimum {{whitelistMinUsd}}, then {{ icoMinUsd }}.', 'faq.yaml answer')).toBe(
      `Minimum ${SALE_FACTS.whitelistMinUsd}, then ${SALE_FACTS.icoMinUsd}.`,
    );
  });

  it('leaves text without tokens unchanged', () => {
    expect(fillContentTokens('No numbers here.', 'faq.yaml answer')).toBe('No numbers here.');
  });

  it('fails on an unknown token and names the file and field', () => {
    expect(() => fillContentTokens('Price {{icoPrise}}', 'site/src/content/faq.yaml, field "answer"')).toThrow(
      /Unknown content token \{\{icoPrise\}\} in site\/src\/content\/faq\.yaml, field "answer"/,
    );
  });

  it('does not treat inherited object keys as tokens', () => {
    expect(unknownContentTokens('{{constructor}} {{toString}}')).toEqual(['constructor', 'toString']);
  });
});

describe('sale facts', () => {
  it('formats phase prices from the config without float noise', () => {
    expect(formatUsdPrice(0.0002)).toBe('$0.00020');
    expect(formatUsdWhole(100)).toBe('$100');
    expect(tokensForUsdDisplay(100, 0.0002)).toBe(500_000);
    expect(tokensForUsdDisplay(50, 0.00029)).toBe(172_413);
  });
});

describe('STRICT_SALE_FACTS', () => {
  it('throws on a fact name that does not exist', async () => {
    const { STRICT_SALE_FACTS } = await import('./sale-facts');
    expect(STRICT_SALE_FACTS.icoPrice).toBe(SALE_FACTS.icoPrice);
    expect(() => (STRICT_SALE_FACTS as Record<string, string>).icoPrise).toThrow(/Unknown sale fact "facts.icoPrise"/);
  });
});
