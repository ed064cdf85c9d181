// From a V8 CPU profile to the isolate's CPU: samples but (idle) at the sampler's real period, read from
// the gaps within stretches of work, never from the waits between them.
import { describe, expect, it } from 'vitest';
import { isolateCpu, MIN_PERIOD_GAPS, sampleKind, samplePeriodUs } from './isolate-cpu.mjs';

const node = (id, functionName, url = '') => ({ id, callFrame: { functionName, url, scriptId: '0', lineNumber: 0, columnNumber: 0 } });
const nodes = [node(1, '(root)'), node(2, '(idle)'), node(3, '(program)'), node(4, '(garbage collector)'), node(5, 'handleClaim', 'file:///index.js')];

/** A profile of `stretches`: each a list of node ids sampled `periodUs` apart, stretches `waitUs` apart. */
function profileOf(stretches, { periodUs, waitUs }) {
  const samples = [];
  const timeDeltas = [];
  for (const stretch of stretches) {
    stretch.forEach((id, index) => {
      samples.push(id);
      timeDeltas.push(index === 0 ? waitUs : periodUs);
    });
  }
  return { nodes, startTime: 0, endTime: timeDeltas.reduce((sum, gap) => sum + gap, 0), samples, timeDeltas };
}

describe('sampleKind', () => {
  it('tells the pseudo-nodes from JavaScript', () => {
    expect(nodes.map(sampleKind)).toEqual(['program', 'idle', 'program', 'gc', 'javascript']);
  });
});

describe('samplePeriodUs', () => {
  it('is the usual gap within stretches of work, whatever the waits between them', () => {
    const profile = profileOf(Array.from({ length: 6 }, () => [5, 5, 5, 3]), { periodUs: 260, waitUs: 7_000 });
    expect(samplePeriodUs(profile, 200)).toBe(260);
  });

  it('falls back to the interval asked for when too few gaps lie within stretches', () => {
    const profile = profileOf(Array.from({ length: MIN_PERIOD_GAPS - 1 }, () => [5, 5]), { periodUs: 260, waitUs: 7_000 });
    expect(samplePeriodUs(profile, 200)).toBe(200);
  });
});

describe('isolateCpu', () => {
  it('counts every sample but (idle) for one period, GC and runtime code included, waits left out', () => {
    const stretch = [5, 5, 3, 4, 2];
    const profile = profileOf(Array.from({ length: 10 }, () => stretch), { periodUs: 250, waitUs: 50_000 });
    const cpu = isolateCpu(profile, 200);
    expect(cpu.periodUs).toBe(250);
    expect(cpu.samples).toBe(40);
    expect(cpu.ms).toBeCloseTo(10, 6);
    expect(cpu.byKind).toEqual({ javascript: 5, program: 2.5, gc: 2.5 });
  });

  it('is nothing for a quiet isolate (one idle sample over the whole span)', () => {
    expect(isolateCpu(profileOf([[2]], { periodUs: 200, waitUs: 2_000_000 }), 200)).toEqual({ ms: 0, samples: 0, periodUs: 200, byKind: { javascript: 0, program: 0, gc: 0 } });
  });
});
