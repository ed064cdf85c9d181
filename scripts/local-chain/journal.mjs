// The local chain's memory across restarts: an append-only JSON-lines journal beside the local D1/KV
// state (`<persistTo>/chain/journal.jsonl`). Its first line is the genesis (hash, time, slot, faucet
// key); then one line per genesis write and per landed transaction, holding the transaction's record
// and the state its writable accounts were left in. Replaying it rebuilds balances, signatures and
// every getTransaction answer exactly (same slot, same block time).
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, truncateSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';

export const JOURNAL_VERSION = 1;
const FILE = 'journal.jsonl';
const LOCK = 'chain.lock';

/** Whether process `pid` is alive. */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const toBase64 = (bytes) => Buffer.from(bytes).toString('base64');
const fromBase64 = (text) => new Uint8Array(Buffer.from(text, 'base64'));

/** An account's state as a journal line keeps it. */
export function encodeAccount(address, account) {
  if (!account.exists) return { address, lamports: '0', owner: '11111111111111111111111111111111', executable: false, data: '' };
  return { address, lamports: String(account.lamports), owner: account.programAddress, executable: account.executable, data: toBase64(account.data) };
}

/** The account for litesvm's setAccount, from a journal line. */
export function decodeAccount(saved) {
  return { address: saved.address, lamports: BigInt(saved.lamports), programAddress: saved.owner, executable: saved.executable, data: fromBase64(saved.data) };
}

/** A ledger record without what is derived from its wire bytes, ready for JSON. */
export function encodeRecord(record) {
  const { message: _message, accountKeys: _keys, allKeys: _all, flags: _flags, finalized: _finalized, innerInstructions: _inner, ...kept } = record;
  return {
    ...kept,
    wire: toBase64(record.wire),
    rawInnerInstructions: record.rawInnerInstructions.map(({ index, instructions }) => ({
      index,
      instructions: instructions.map((item) => ({ ...item, data: toBase64(item.data) })),
    })),
  };
}

/** The stored fields of a record, bytes restored; the ledger derives the rest from the wire. */
export function decodeRecord(saved) {
  return {
    ...saved,
    wire: fromBase64(saved.wire),
    rawInnerInstructions: saved.rawInnerInstructions.map(({ index, instructions }) => ({
      index,
      instructions: instructions.map((item) => ({ ...item, data: fromBase64(item.data) })),
    })),
  };
}

export class Journal {
  /**
   * Opens the journal in `dir`, creating the folder. `entries` holds every line after the genesis
   * line; `genesis` is null for a new chain (call `start(genesis)` then).
   * @param {string} dir
   */
  constructor(dir) {
    mkdirSync(dir, { recursive: true });
    // Two chains appending to one journal would interleave their lines: one folder, one chain.
    this.lock = path.join(dir, LOCK);
    const holder = existsSync(this.lock) ? Number(readFileSync(this.lock, 'utf8')) : 0;
    if (holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new Error(`Another local chain (process ${holder}) keeps its state in ${dir}: stop it (npm start or npm run dev) before starting a second one there.`);
    }
    writeFileSync(this.lock, String(process.pid));
    this.file = path.join(dir, FILE);
    this.genesis = null;
    this.entries = [];
    if (existsSync(this.file)) {
      let text = readFileSync(this.file, 'utf8');
      if (text !== '' && !text.endsWith('\n')) {
        // The process was killed mid-write: that last line never got its answer out, so drop it.
        text = text.slice(0, text.lastIndexOf('\n') + 1);
        truncateSync(this.file, Buffer.byteLength(text));
      }
      const parsed = text
        .split('\n')
        .filter((line) => line !== '')
        .map((line, index) => {
          try {
            return JSON.parse(line);
          } catch (error) {
            throw new Error(`${this.file} line ${index + 1} is not JSON (${error.message}): delete the folder it is in to start the local chain over.`);
          }
        });
      const [genesis, ...entries] = parsed;
      if (genesis !== undefined && (genesis.kind !== 'genesis' || genesis.version !== JOURNAL_VERSION)) {
        throw new Error(`${this.file} is not a local chain journal of version ${JOURNAL_VERSION}: delete the folder it is in to start the local chain over.`);
      }
      this.genesis = genesis ?? null;
      this.entries = entries;
    }
    this.fd = openSync(this.file, 'a');
  }

  /** Writes the genesis line of a new chain. */
  start(genesis) {
    this.genesis = { kind: 'genesis', version: JOURNAL_VERSION, ...genesis };
    this.append(this.genesis);
  }

  /** Appends one line; written before the RPC answer goes out, so an acknowledged transaction is kept. */
  append(entry) {
    writeSync(this.fd, `${JSON.stringify(entry)}\n`);
  }

  close() {
    closeSync(this.fd);
    rmSync(this.lock, { force: true });
  }
}
