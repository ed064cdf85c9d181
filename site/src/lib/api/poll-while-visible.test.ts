import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollWhileVisible } from './poll-while-visible';

/** A stand-in for `document`: only visibility matters here (the unit project runs in Node). */
const page = Object.assign(new EventTarget(), { hidden: false });

function setHidden(hidden: boolean) {
  page.hidden = hidden;
  page.dispatchEvent(new Event('visibilitychange'));
}

describe('pollWhileVisible', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('document', page);
    page.hidden = false;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs at once and then every interval', () => {
    const task = vi.fn();
    const stop = pollWhileVisible(task, 1_000);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3_000);
    expect(task).toHaveBeenCalledTimes(4);
    stop();
  });

  it('pauses while the tab is hidden and runs again when it returns', () => {
    const task = vi.fn();
    const stop = pollWhileVisible(task, 1_000);
    setHidden(true);
    vi.advanceTimersByTime(5_000);
    expect(task).toHaveBeenCalledTimes(1);
    setHidden(false);
    expect(task).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops for good once stopped', () => {
    const task = vi.fn();
    pollWhileVisible(task, 1_000)();
    setHidden(false);
    vi.advanceTimersByTime(5_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
