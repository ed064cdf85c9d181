// The local chain and the local D1 live and die together in one folder.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chainMismatchNotice, reconcileChainState } from './chain-state.mjs';

let folder;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('the local chain kept with the local database', () => {
  it('starts both over when the database is new but a chain journal was left behind', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'stack-state-'));
    mkdirSync(path.join(folder, 'chain'));
    writeFileSync(path.join(folder, 'chain', 'journal.jsonl'), '{}\n');
    const { databaseExisted, notices } = reconcileChainState(folder, { label: '.wrangler/state', now: new Date(Date.UTC(2026, 0, 2)) });
    expect(databaseExisted).toBe(false);
    expect(readdirSync(path.join(folder, 'chain'))).toEqual(['journal-orphaned-2026-01-02T00-00-00-000Z.jsonl']);
    expect(notices[0]).toMatch(/^The local database in \.wrangler\/state is new, but the local chain kept transactions/);
  });

  it('says plainly what happened and what to do when the database was kept but the chain starts new', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'stack-state-'));
    mkdirSync(path.join(folder, 'v3', 'd1'), { recursive: true });
    const state = reconcileChainState(folder);
    expect(state).toEqual({ databaseExisted: true, notices: [] });
    expect(chainMismatchNotice('.wrangler/state', { ...state, chainFresh: true })).toMatch(/local chain starts new.*\n.*\n.*delete \.wrangler\/state, and run npm start again/);
    expect(chainMismatchNotice('.wrangler/state', { ...state, chainFresh: false })).toBeNull();
    expect(chainMismatchNotice('.wrangler/state', { databaseExisted: false, chainFresh: true })).toBeNull();
  });
});
