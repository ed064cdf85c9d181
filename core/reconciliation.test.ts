// The reconciliation words and rules shared by worker and site: what an investor is told about each
// payment, why a refund is owed, and when the sale's closing below its soft cap owes every contribution back.
import { describe, expect, it } from 'vitest';
import { closedBelowSoftCap, investorPaymentMessage, refundReasonText, UNMATCHED_DETAILS } from '@core/reconciliation';

describe('closedBelowSoftCap', () => {
  const icoEndsAt = new Date('2026-11-01T00:00:00Z');
  const after = new Date('2026-11-02T00:00:00Z');
  it('holds once the ICO has ended with less raised than the soft cap', () => {
    expect(closedBelowSoftCap({ icoEndsAt, raisedCents: 4_999_999n, softCapCents: 5_000_000n, now: after })).toBe(true);
    expect(closedBelowSoftCap({ icoEndsAt, raisedCents: 0n, softCapCents: 5_000_000n, now: icoEndsAt })).toBe(true);
  });
  it('does not hold while the sale runs, without dates, or at the soft cap', () => {
    expect(closedBelowSoftCap({ icoEndsAt, raisedCents: 0n, softCapCents: 5_000_000n, now: new Date('2026-10-31T23:59:59Z') })).toBe(false);
    expect(closedBelowSoftCap({ icoEndsAt: null, raisedCents: 0n, softCapCents: 5_000_000n, now: after })).toBe(false);
    expect(closedBelowSoftCap({ icoEndsAt, raisedCents: 5_000_000n, softCapCents: 5_000_000n, now: after })).toBe(false);
  });
});

describe('refund and payment words', () => {
  it('names the admin’s reason when they marked it, else the rule', () => {
    expect(refundReasonText('over the hard cap', null)).toBe('over the hard cap');
    expect(refundReasonText('paid without a contribution reference', 'Asked back')).toBe('marked by the admin: Asked back');
  });
  it('tells the sender what happens at each status', () => {
    const detail = UNMATCHED_DETAILS['no reference'];
    expect(investorPaymentMessage('open', 'no reference', detail)).toContain('The team will review it');
    expect(investorPaymentMessage('refund_due', 'no reference', detail)).toContain('The team will refund it');
    expect(investorPaymentMessage('refund_due', 'after close', UNMATCHED_DETAILS['after close'])).toContain('It will be refunded');
    expect(investorPaymentMessage('credited', 'no reference', detail)).toContain('credited');
    expect(investorPaymentMessage('refunded', 'no reference', detail)).toBe('Your payment was refunded to the wallet it came from.');
  });
});
