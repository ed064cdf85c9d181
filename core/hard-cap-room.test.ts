// The room left under the hard cap, in the words an intent is refused with.
import { describe, expect, it } from 'vitest';
import { hardCapRoomIssue, hardCapRoomMessage, HARD_CAP_MESSAGES } from '@core/hard-cap-room';

const price = 180_000_000n; // $180 per SOL in micro-USD

describe('hardCapRoomIssue', () => {
  it('refuses an amount that does not fit with the room left, in dollars and SOL rounded down', () => {
    expect(hardCapRoomIssue({ roomCents: 4200n, amountCents: 10_800n, minimumCents: 1000n, solPriceMicroUsd: price })).toBe(
      'Only $42.00 of room left under the hard cap (≈0.233 SOL at current price)',
    );
    expect(hardCapRoomMessage(123_456_705n, price)).toBe('Only $1,234,567.05 of room left under the hard cap (≈6,858.705 SOL at current price)');
  });

  it('says the sale is full when the room is below the phase minimum', () => {
    expect(hardCapRoomIssue({ roomCents: 4999n, amountCents: 5000n, minimumCents: 5000n, solPriceMicroUsd: price })).toBe(HARD_CAP_MESSAGES.saleFull);
    expect(hardCapRoomIssue({ roomCents: -10n, amountCents: 5000n, minimumCents: 5000n, solPriceMicroUsd: price })).toBe(HARD_CAP_MESSAGES.saleFull);
  });

  it('takes an amount that fits exactly', () => {
    expect(hardCapRoomIssue({ roomCents: 10_800n, amountCents: 10_800n, minimumCents: 5000n, solPriceMicroUsd: price })).toBeNull();
  });
});
