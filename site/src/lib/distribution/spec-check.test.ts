import { describe, expect, it } from 'vitest';
import { batchSpecToJson } from '@core/distribution/batch-spec-json';
import { batchBase, newAddress, recipients } from '@core/distribution/test-fixtures';
import { specRefusal } from './spec-check';

async function fixture() {
  const base = await batchBase();
  const transfers = await recipients(base, 3, true);
  const spec = batchSpecToJson({ ...base, transfers });
  const plan = { mint: base.mint, tokenProgram: base.tokenProgram, decimals: base.decimals, distributionWallet: base.distributionWallet };
  const total = transfers.reduce((sum, transfer) => sum + transfer.amount, 0n);
  const batch = { sequence: 4, transfers: 3, amount: { baseUnits: total.toString(), tokens: '' } };
  return { spec, plan, batch };
}

describe('specRefusal', () => {
  it('lets the distribution wallet sign a spec of the plan that adds up to its batch', async () => {
    const { spec, plan, batch } = await fixture();
    expect(specRefusal(spec, plan, batch, plan.distributionWallet)).toBeNull();
  });
  it('refuses another signer, another mint or decimals, and transfers that do not add up', async () => {
    const { spec, plan, batch } = await fixture();
    const stranger = await newAddress();
    expect(specRefusal(spec, plan, batch, stranger)).toContain('not the connected distribution wallet');
    expect(specRefusal({ ...spec, mint: stranger }, plan, batch, plan.distributionWallet)).toContain("approved plan's mint");
    expect(specRefusal({ ...spec, decimals: 6 }, plan, batch, plan.distributionWallet)).toContain("approved plan's mint");
    expect(specRefusal(spec, plan, { ...batch, amount: { baseUnits: '1', tokens: '' } }, plan.distributionWallet)).toContain('do not add up');
    expect(specRefusal({ ...spec, transfers: spec.transfers.slice(1) }, plan, batch, plan.distributionWallet)).toContain('do not add up');
  });
});
