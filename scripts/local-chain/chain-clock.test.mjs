// The local chain's clock: slots by wall-clock time, blockhashes valid for 150 blocks however many
// transactions land, SlotHashes for lookup tables, and slots that never repeat across a restart.
import { describe, expect, it } from 'vitest';
import { BLOCKHASH_VALIDITY_BLOCKS, ChainClock, SLOT_MS } from './chain-clock.mjs';

function clockAt(startMs, options = {}) {
  let now = startMs;
  const clock = new ChainClock({ baseSlot: 1000, genesisMs: startMs, genesisHash: 'genesis', now: () => now, ...options });
  return { clock, advance: (ms) => (now += ms) };
}

describe('ChainClock', () => {
  it('passes a slot every 400 ms, whatever lands meanwhile', () => {
    const { clock, advance } = clockAt(1_000_000);
    expect(clock.slot()).toBe(1000);
    for (let landed = 0; landed < 5000; landed += 1) clock.countLanded();
    expect(clock.slot()).toBe(1000);
    advance(SLOT_MS * 10);
    expect(clock.slot()).toBe(1010);
    expect(clock.blockHeight()).toBe(10);
  });

  it('keeps a blockhash valid for 150 blocks and refuses it after', () => {
    const { clock, advance } = clockAt(1_000_000);
    const { blockhash, lastValidBlockHeight } = clock.latestBlockhash();
    expect(lastValidBlockHeight).toBe(BLOCKHASH_VALIDITY_BLOCKS);
    advance(SLOT_MS * BLOCKHASH_VALIDITY_BLOCKS);
    expect(clock.blockHeight()).toBe(lastValidBlockHeight);
    expect(clock.isBlockhashValid(blockhash)).toBe(true);
    expect(clock.latestBlockhash().blockhash).not.toBe(blockhash);
    advance(SLOT_MS);
    expect(clock.isBlockhashValid(blockhash)).toBe(false);
    expect(clock.isBlockhashValid('not-a-blockhash')).toBe(false);
  });

  it('keeps a blockhash valid for a shorter window when a test asks for one', () => {
    const { clock, advance } = clockAt(1_000_000, { validityBlocks: 40 });
    const { blockhash, lastValidBlockHeight } = clock.latestBlockhash();
    expect(lastValidBlockHeight).toBe(40);
    advance(SLOT_MS * 40);
    expect(clock.isBlockhashValid(blockhash)).toBe(true);
    advance(SLOT_MS);
    expect(clock.isBlockhashValid(blockhash)).toBe(false);
  });

  it('lists the newest 512 slots in SlotHashes, newest first, with their blockhashes', () => {
    const { clock, advance } = clockAt(1_000_000);
    advance(SLOT_MS * 600);
    const hashes = clock.slotHashes();
    expect(hashes).toHaveLength(512);
    expect(hashes[0]).toEqual({ slot: 1600n, hash: clock.latestBlockhash().blockhash });
    expect(hashes.at(-1).slot).toBe(1089n);
  });

  it('never repeats a slot after a restart, even with the wall clock set back, and keeps recent blockhashes', () => {
    const first = clockAt(1_000_000).clock;
    const { blockhash } = first.latestBlockhash();
    // Restarted 10 s "earlier" than genesis: slots continue from the last one used.
    const { clock } = clockAt(990_000, { genesisMs: 1_000_000, minSlot: 1200 });
    expect(clock.slot()).toBe(1200);
    const again = clockAt(1_000_000 + SLOT_MS * 20, { genesisMs: 1_000_000, minSlot: 1001 }).clock;
    expect(again.slot()).toBe(1020);
    expect(again.isBlockhashValid(blockhash)).toBe(true);
  });
});
