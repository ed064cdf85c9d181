import { describe, expect, it } from 'vitest';
import { boxAt, chooseNoticeEdge, type Box, type PlacementInput } from './toast-placement';

// A phone: 390 x 844, the notice 358 wide and 90 tall at the bottom, the navigation 64 tall.
const notice: Box = { top: 738, bottom: 828, left: 16, right: 374 };
const base: Omit<PlacementInput, 'actions'> = { current: notice, edge: 'bottom', viewportHeight: 844, bottomGap: 16, topGap: 72 };
const button = (top: number): Box => ({ top, bottom: top + 44, left: 24, right: 366 });

describe('chooseNoticeEdge', () => {
  it('keeps the bottom while nothing pressable is under it', () => {
    expect(chooseNoticeEdge({ ...base, actions: [button(300)] })).toBe('bottom');
  });

  it('moves to the top, below the navigation, when it would cover a button at the bottom', () => {
    // "View contribution details" and "Make Another Contribution" at the bottom of a phone's screen.
    expect(chooseNoticeEdge({ ...base, actions: [button(700), button(760)] })).toBe('top');
    expect(boxAt('top', base)).toEqual({ top: 72, bottom: 162, left: 16, right: 374 });
  });

  it('takes the edge that covers fewer controls when both cover some, the bottom on a tie', () => {
    expect(chooseNoticeEdge({ ...base, actions: [button(100), button(700), button(760)] })).toBe('top');
    expect(chooseNoticeEdge({ ...base, actions: [button(100), button(700)] })).toBe('bottom');
  });

  it('reads its height from where it is now, whichever edge that is', () => {
    const atTop = { ...base, current: { top: 72, bottom: 162, left: 16, right: 374 }, edge: 'top' as const };
    expect(chooseNoticeEdge({ ...atTop, actions: [] })).toBe('bottom');
    expect(chooseNoticeEdge({ ...atTop, actions: [button(760)] })).toBe('top');
  });
});
