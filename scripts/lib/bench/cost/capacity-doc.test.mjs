// The cost table's round trip through docs/capacity.md and the 25% CPU gate.
import { describe, expect, it } from 'vitest';
import { costTable, cpuRegressions, END_MARKER, recordedCpu, START_MARKER, withCostTable } from './capacity-doc.mjs';

const tally = { calls: 1, statements: 2, rowsRead: 5, rowsWritten: 1, d1Ms: 0.5, subrequests: 0 };
const rows = [
  { route: '/api/health (floor)', requests: 100, netMs: 0, grossMs: 0.8, tally },
  { route: 'POST /api/contributions', requests: 20, netMs: 3.2, grossMs: 4, tally },
  { route: 'Actions', pending: 'not built yet' },
];
const doc = `# Capacity\n\nBefore.\n\n${START_MARKER}\n${END_MARKER}\n\nAfter.\n`;

describe('the cost table in docs/capacity.md', () => {
  it('is written between the markers, text around it kept, and read back', () => {
    const written = withCostTable(doc, { table: costTable(rows), date: '2026-11-28', commit: 'abc1234' });
    expect(written).toContain('Before.');
    expect(written).toContain('After.');
    expect(written).toContain('| POST /api/contributions | 20 | 3.20 | 4.00 | 0.50 | 2.70 | 1.0 | 2.0 | 5.0 | 1.0 | 0.0 | yes |');
    expect(written).toContain('| Actions | — | — | — | — | — | — | — | — | — | — | not built yet |');
    expect(recordedCpu(written)).toEqual(new Map([['/api/health (floor)', 0.8], ['POST /api/contributions', 4]]));
    expect(recordedCpu(withCostTable(written, { table: costTable(rows), date: 'later', commit: 'def' })).size).toBe(2);
  });

  it('refuses a document without the markers, and reads nothing from it', () => {
    expect(() => withCostTable('# no table', { table: '', date: '', commit: '' })).toThrow(/no <!-- cost-table/);
    expect(recordedCpu('# no table').size).toBe(0);
  });

  it('fails a route whose CPU grew by more than 25% and 0.5 ms, not one within either', () => {
    const recorded = new Map([['POST /api/contributions', 3.3], ['/api/health (floor)', 0.8]]);
    expect(cpuRegressions(rows, recorded)).toEqual([]);
    expect(cpuRegressions([rows[1]], new Map([['POST /api/contributions', 3]]))).toHaveLength(1);
    expect(cpuRegressions([{ ...rows[0], grossMs: 1.2 }], recorded)).toEqual([]);
  });
});
