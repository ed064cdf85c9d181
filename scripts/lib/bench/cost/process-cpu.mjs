// CPU time of the local worker, read from Linux's /proc: the workerd processes under the `wrangler dev`
// that a stack started, their user + system time (utime + stime of /proc/<pid>/stat), in milliseconds.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** pid, command name, parent pid and utime + stime (ticks) of /proc/<pid>/stat, or null once it is gone. */
export function parseStat(text) {
  // The command name is in parentheses and may hold spaces: the fields after the last ')' are fixed.
  const close = text.lastIndexOf(')');
  const name = text.slice(text.indexOf('(') + 1, close);
  const fields = text.slice(close + 2).split(' ');
  // After the name: state(3) ppid(4) … utime(14) stime(15), counted from 1 with pid and name first.
  return { name, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

function readStat(pid) {
  try {
    return { pid, ...parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8')) };
  } catch {
    return null;
  }
}

/** Every process below `rootPid` (children, their children…). */
export function descendants(rootPid) {
  const all = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number).map(readStat).filter(Boolean);
  const found = [];
  let parents = new Set([rootPid]);
  while (parents.size > 0) {
    const next = all.filter((process) => parents.has(process.ppid));
    found.push(...next);
    parents = new Set(next.map((process) => process.pid));
  }
  return found;
}

/** The workerd processes a `wrangler dev` (pid `wranglerPid`) runs. */
export function workerdPids(wranglerPid) {
  const pids = descendants(wranglerPid).filter((process) => process.name === 'workerd').map((process) => process.pid);
  if (pids.length === 0) throw new Error(`no workerd process under wrangler (pid ${wranglerPid})`);
  return pids;
}

/** CPU milliseconds (user + system) the processes `pids` have used so far. */
export function cpuMs(pids) {
  return pids.reduce((sum, pid) => sum + ((readStat(pid)?.ticks ?? 0) * 1000) / TICKS_PER_SECOND, 0);
}
