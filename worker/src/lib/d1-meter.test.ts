// The D1 meter sums D1's own meta per statement, and runs a write exactly once whichever method
// drizzle calls it through.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { emptyTally, meteredD1 } from './d1-meter';

describe('meteredD1', () => {
  it('counts statements and the rows each read and wrote, through first, all, run, raw and batch', async () => {
    await env.DB.exec('DROP TABLE IF EXISTS meter_probe');
    await env.DB.exec('CREATE TABLE meter_probe (id INTEGER PRIMARY KEY, label TEXT)');
    const tally = emptyTally();
    const db = meteredD1(env.DB, tally);
    await db.batch([db.prepare('INSERT INTO meter_probe (label) VALUES (?)').bind('a'), db.prepare('INSERT INTO meter_probe (label) VALUES (?)').bind('b')]);
    expect(tally).toMatchObject({ statements: 2, rowsWritten: 2 });
    const inserted = await db.prepare('INSERT INTO meter_probe (label) VALUES (?) RETURNING id, label').bind('c').raw();
    expect(inserted).toEqual([[expect.any(Number), 'c']]);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM meter_probe').first('n')).toBe(3);
    expect(await db.prepare('SELECT label FROM meter_probe ORDER BY id').raw()).toEqual([['a'], ['b'], ['c']]);
    expect(await db.prepare('SELECT label FROM meter_probe WHERE label = ?').bind('b').first('label')).toBe('b');
    expect((await db.prepare('SELECT label FROM meter_probe').all()).results).toHaveLength(3);
    await db.prepare('DELETE FROM meter_probe WHERE label = ?').bind('a').run();
    expect(tally.statements).toBe(7);
    expect(tally.calls).toBe(6);
    expect(tally.rowsWritten).toBeGreaterThanOrEqual(4);
    expect(tally.rowsRead).toBeGreaterThanOrEqual(9);
    expect(tally.subrequests).toBe(0);
  });

  it('answers an empty first() with null', async () => {
    await env.DB.exec('CREATE TABLE IF NOT EXISTS meter_probe (id INTEGER PRIMARY KEY, label TEXT)');
    const db = meteredD1(env.DB, emptyTally());
    expect(await db.prepare('SELECT label FROM meter_probe WHERE label = ?').bind('none').first()).toBeNull();
  });
});
