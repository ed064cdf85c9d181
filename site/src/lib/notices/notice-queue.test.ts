import { describe, expect, it } from 'vitest';
import { addNotice, addToast, showsClearAll, type Notice, type Toast } from './notice-queue';

const notice = (id: string): Notice => ({ id, type: 'info', title: id, message: '', autoHideMs: 5000, timestamp: 0 });
const toast = (id: string): Toast => ({ id, title: id, variant: 'default', durationMs: 5000 });

describe('addNotice', () => {
  it('puts the newest notification first', () => {
    expect(addNotice([notice('a')], notice('b')).map((n) => n.id)).toEqual(['b', 'a']);
  });

  it('keeps only the five newest', () => {
    let list: Notice[] = [];
    for (const id of ['1', '2', '3', '4', '5', '6', '7']) list = addNotice(list, notice(id));
    expect(list.map((n) => n.id)).toEqual(['7', '6', '5', '4', '3']);
  });
});

describe('showsClearAll', () => {
  it('offers Clear All only when more than two are held', () => {
    expect(showsClearAll(2)).toBe(false);
    expect(showsClearAll(3)).toBe(true);
    expect(showsClearAll(0)).toBe(false);
  });
});

describe('addToast', () => {
  it('shows one toast at a time, the newest', () => {
    expect(addToast([toast('a')], toast('b')).map((t) => t.id)).toEqual(['b']);
  });
});
