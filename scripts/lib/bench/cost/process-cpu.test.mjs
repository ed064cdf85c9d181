// Reading a process's CPU from /proc: the fixed fields after the command name, spaces in it included.
import { describe, expect, it } from 'vitest';
import { cpuMs, descendants, parseStat } from './process-cpu.mjs';

describe('parseStat', () => {
  it('reads the name, the parent and utime + stime, whatever the name holds', () => {
    const fields = ['S', '42', ...Array(9).fill('0'), '250', '17', '0', '0'];
    expect(parseStat(`1234 (work erd) ${fields.join(' ')}`)).toEqual({ name: 'work erd', ppid: 42, ticks: 267 });
  });

  it('matches this process: its CPU grows with work, and it is a descendant of its parent', () => {
    const before = cpuMs([process.pid]);
    const until = Date.now() + 80;
    while (Date.now() < until) Math.sqrt(Math.random());
    expect(cpuMs([process.pid])).toBeGreaterThan(before);
    expect(descendants(process.ppid).map((entry) => entry.pid)).toContain(process.pid);
    expect(cpuMs([999_999_999])).toBe(0);
  });
});
