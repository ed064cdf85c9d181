// The cost table's round trip through docs/capacity.md and the 25% CPU gate: on the isolate's CPU, or
// on the whole worker's against a table recorded before the isolate's column.
import { describe, expect, it } from 'vitest';
import { costTable, cpuRegressions, END_MARKER, recordedCpu, START_MARKER, withCostTable } from './capacity-doc.mjs';

const tally = { calls: 1, statements: 2, rowsRead: 5, rowsWritten: 1, d1Ms: 0.5, subrequests: 0 };
const rows = [
  { route: '/api/health (floor)', requests: 100, isolateMs: 0.06, netMs: 0, grossMs: 0.8, tally },
  { route: 'POST /api/contributions', requests: 20, isolateMs: 2.4, netMs: 13.2, grossMs: 14, tally },
  { route: 'Actions', pending: 'not built yet' },
];
const doc = `# Capacity\n\nBefore.\n\n${START_MARKER}\n${END_MARKER}\n\nAfter.\n`;

/** A table as the bench wrote it before the isolate's column (2026-11-28). */
const tableBeforeIsolate = [
  '| route | requests | CPU ms/request (net of /api/health) | CPU ms/request (whole worker) | D1 time ms | net − D1 time | D1 calls | D1 statements | rows read | rows written | subrequests | within 10 ms |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  '| /api/health (floor) | 150 | 0.00 | 3.13 | 0.00 | 0.00 | 0.0 | 0.0 | 0.0 | 0.0 | 0.0 | yes |',
  '| POST /api/contributions | 20 | 16.87 | 20.00 | 0.67 | 16.20 | 10.0 | 20.0 | 29.0 | 33.0 | 1.0 | **no** |',
].join('\n');

describe('the cost table in docs/capacity.md', () => {
  it('is written between the markers, text around it kept, and read back', () => {
    const written = withCostTable(doc, { table: costTable(rows), date: '2026-11-28', commit: 'abc1234' });
    expect(written).toContain('Before.');
    expect(written).toContain('After.');
    expect(written).toContain('| POST /api/contributions | 20 | 2.40 | 13.20 | 14.00 | 0.50 | 1.0 | 2.0 | 5.0 | 1.0 | 0.0 | yes |');
    expect(written).toContain('| Actions | — | — | — | — | — | — | — | — | — | — | not built yet |');
    expect(recordedCpu(written)).toEqual(
      new Map([
        ['/api/health (floor)', { isolateMs: 0.06, grossMs: 0.8 }],
        ['POST /api/contributions', { isolateMs: 2.4, grossMs: 14 }],
      ]),
    );
    expect(recordedCpu(withCostTable(written, { table: costTable(rows), date: 'later', commit: 'def' })).size).toBe(2);
  });

  it('judges "within 10 ms" on the isolate, however much the processes measured', () => {
    const table = costTable([{ ...rows[1], isolateMs: 10.5 }, rows[1]]);
    expect(table.split('\n')[2]).toMatch(/\| \*\*no\*\* \|$/);
    expect(table.split('\n')[3]).toMatch(/\| yes \|$/);
  });

  it('reads a table recorded before the isolate column: the whole worker only', () => {
    const written = withCostTable(doc, { table: tableBeforeIsolate, date: '2026-11-28', commit: 'abc1234' });
    expect(recordedCpu(written)).toEqual(
      new Map([
        ['/api/health (floor)', { isolateMs: undefined, grossMs: 3.13 }],
        ['POST /api/contributions', { isolateMs: undefined, grossMs: 20 }],
      ]),
    );
  });

  it('refuses a document without the markers, and reads nothing from it', () => {
    expect(() => withCostTable('# no table', { table: '', date: '', commit: '' })).toThrow(/no <!-- cost-table/);
    expect(recordedCpu('# no table').size).toBe(0);
  });
});

describe('the CPU gate', () => {
  it('fails a route whose isolate CPU grew by more than 25% and 0.25 ms, not one within either', () => {
    const recorded = new Map([
      ['POST /api/contributions', { isolateMs: 2.2, grossMs: 5 }],
      ['/api/health (floor)', { isolateMs: 0.03, grossMs: 0.8 }],
    ]);
    // The whole worker grew threefold: not the gate's figure once the isolate's is recorded.
    expect(cpuRegressions(rows, recorded)).toEqual([]);
    expect(cpuRegressions([rows[1]], new Map([['POST /api/contributions', { isolateMs: 1.8, grossMs: 14 }]]))).toEqual([
      'POST /api/contributions: 2.40 ms of isolate CPU a request against 1.80 recorded (over 25%)',
    ]);
  });

  it('gates the whole worker against a table recorded before the isolate column, 25% and 0.5 ms', () => {
    const recorded = recordedCpu(withCostTable(doc, { table: tableBeforeIsolate, date: '', commit: '' }));
    expect(cpuRegressions(rows, recorded)).toEqual([]);
    expect(cpuRegressions([{ ...rows[1], grossMs: 25.1 }], recorded)).toHaveLength(1);
    expect(cpuRegressions([{ ...rows[0], grossMs: 3.6 }], recorded)).toEqual([]);
  });
});
