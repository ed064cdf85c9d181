import { describe, expect, it } from 'vitest';
import { PHASE_ORDER, PHASES } from '@core/sale-config';
import { phaseLabel } from '@core/phase-label';

describe('phaseLabel', () => {
  it('reads every phase as the word on the site', () => {
    expect(phaseLabel('WHITELIST')).toBe('Whitelist');
    expect(phaseLabel('ICO')).toBe('ICO');
    expect(phaseLabel('LISTING')).toBe('Listing');
    for (const phase of PHASE_ORDER) expect(phaseLabel(phase)).toBe(PHASES[phase].label);
  });

  it('leaves a name it does not know as it is, and never reads inherited keys', () => {
    expect(phaseLabel('PRESALE')).toBe('PRESALE');
    expect(phaseLabel('toString')).toBe('toString');
  });
});
