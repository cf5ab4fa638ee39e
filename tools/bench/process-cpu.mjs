// CPU time of processes, read from /proc (Linux): what the server and the database spent on a
// run, divided by the requests answered, is the per-request cost — a figure that survives a
// shared, busy machine far better than latencies do. Returns null where /proc is missing.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** The running processes' ids; null where /proc is missing. */
function processIds() {
  try {
    return readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
}

/**
 * A process's or thread's stat file (`/proc/<pid>/stat`, `/proc/<pid>/task/<tid>/stat`): its
 * name and the fields after it (fields[2] pgrp, [11] utime, [12] stime, [13] cutime, [14]
 * cstime, in ticks); null once it has exited.
 */
function readStat(path) {
  let stat;
  try {
    stat = readFileSync(path, 'utf8');
  } catch {
    return null; // exited meanwhile
  }
  // "pid (comm) state ppid pgrp ..." — comm may hold spaces, so split after its ')'.
  const close = stat.lastIndexOf(')');
  return { comm: stat.slice(stat.indexOf('(') + 1, close), fields: stat.slice(close + 2).split(' ') };
}

/** Total CPU ms (user + system) of every process whose stat matches `pick`. */
function cpuMs(pick) {
  const pids = processIds();
  if (!pids) return null;
  let ticks = 0;
  for (const pid of pids) {
    const stat = readStat(`/proc/${pid}/stat`);
    if (!stat) continue;
    const { comm, fields } = stat;
    if (!pick({ comm, pgrp: Number(fields[2]) })) continue;
    // utime, stime, and cutime, cstime: what reaped children used (a PostgreSQL backend or a
    // worker that exited mid-run still counts, through the parent that waited for it)
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks * TICK_MS;
}

/** CPU ms of a process group (the server started detached: npx, tsx, the API, its workers). */
export const groupCpuMs = (pgid) => cpuMs((p) => p.pgrp === pgid);

/** CPU ms of every PostgreSQL server process on this machine (the bench is its only user). */
export const postgresCpuMs = () => cpuMs((p) => p.comm === 'postgres' || p.comm.startsWith('postgres:'));

/**
 * CPU ms of a process group's threads by thread name (`main`; V8's compiler and GC helpers are
 * `V8Worker`, libuv's pool `libuv-worker`), the time in the kernel apart (`main (kernel)`): what
 * a CPU profile of the main thread does not see. Threads that exited meanwhile are not counted.
 */
export function threadCpuMs(pgid) {
  const pids = processIds();
  if (!pids) return null;
  const byName = new Map();
  const add = (name, ticks) => byName.set(name, (byName.get(name) ?? 0) + ticks * TICK_MS);
  for (const pid of pids) {
    if (Number(readStat(`/proc/${pid}/stat`)?.fields[2]) !== pgid) continue;
    let tids;
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // exited meanwhile
    }
    for (const tid of tids) {
      const stat = readStat(`/proc/${pid}/task/${tid}/stat`);
      if (!stat) continue;
      const name = tid === pid ? 'main' : stat.comm;
      add(name, Number(stat.fields[11]));
      add(`${name} (kernel)`, Number(stat.fields[12]));
    }
  }
  return byName;
}
