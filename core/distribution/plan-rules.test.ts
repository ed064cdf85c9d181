import { describe, expect, it } from 'vitest';
import { plannedPayouts, toMintBaseUnits, unlockDates } from './plan-rules';

const ICO_END = new Date('2027-01-01T00:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(ICO_END.getTime() + days * DAY);
const WALLET = '2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5';

describe('planned payouts', () => {
  it('pays a whitelist buyer 25% at the ICO end and 25% at +30, +60 and +90 days, summing exactly', () => {
    const payouts = plannedPayouts({ wallet: WALLET, whitelist: 1_000_000_000_003n, ico: 0n, referral: 0n }, ICO_END, 9);
    expect(payouts.map((payout) => payout.unlockAt)).toEqual([at(0), at(30), at(60), at(90)]);
    expect(payouts.map((payout) => payout.amount)).toEqual([250_000_000_000n, 250_000_000_000n, 250_000_000_000n, 250_000_000_003n]);
  });

  it('pays an ICO buyer 40% at the end and 10% monthly for six months', () => {
    const payouts = plannedPayouts({ wallet: WALLET, whitelist: 0n, ico: 999n, referral: 0n }, ICO_END, 9);
    expect(payouts.map((payout) => payout.unlockAt)).toEqual([0, 30, 60, 90, 120, 150, 180].map(at));
    expect(payouts.map((payout) => payout.amount)).toEqual([399n, 99n, 99n, 99n, 99n, 99n, 105n]);
    expect(payouts.reduce((sum, payout) => sum + payout.amount, 0n)).toBe(999n);
  });

  it('sums both phases per date and pays the referral reward whole with the first unlock', () => {
    const payouts = plannedPayouts({ wallet: WALLET, whitelist: 400n, ico: 1000n, referral: 75_000_000_000n }, ICO_END, 9);
    expect(payouts[0]).toEqual({ wallet: WALLET, unlockAt: at(0), amount: 100n + 400n + 75_000_000_000n, purchased: 500n, referral: 75_000_000_000n });
    expect(payouts[1]).toMatchObject({ unlockAt: at(30), amount: 100n + 100n, referral: 0n });
    expect(payouts[4]).toMatchObject({ unlockAt: at(120), amount: 100n });
    expect(payouts.reduce((sum, payout) => sum + payout.amount, 0n)).toBe(1400n + 75_000_000_000n);
  });

  it('converts to the mint decimals, rounding down once per phase so the parts still sum to what is paid', () => {
    expect(toMintBaseUnits(1_234_567_891n, 6)).toBe(1_234_567n);
    expect(toMintBaseUnits(5n, 12)).toBe(5000n);
    const payouts = plannedPayouts({ wallet: WALLET, whitelist: 1_000_000_999n, ico: 0n, referral: 0n }, ICO_END, 6);
    expect(payouts.reduce((sum, payout) => sum + payout.amount, 0n)).toBe(1_000_000n);
  });

  it('owes nothing to a wallet with nothing left (refunded, or dust below one base unit)', () => {
    expect(plannedPayouts({ wallet: WALLET, whitelist: 0n, ico: 0n, referral: 0n }, ICO_END, 9)).toEqual([]);
    expect(plannedPayouts({ wallet: WALLET, whitelist: 999n, ico: 0n, referral: 0n }, ICO_END, 6)).toEqual([]);
  });
});

describe('unlock dates', () => {
  it('lists every date of either schedule once, in order', () => {
    expect(unlockDates(ICO_END)).toEqual([0, 30, 60, 90, 120, 150, 180].map(at));
  });
});
