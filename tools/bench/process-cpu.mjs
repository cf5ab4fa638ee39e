// CPU time of processes, read from /proc (Linux): what the server and the database spent on a
// run, divided by the requests answered, is the per-request cost — a figure that survives a
// shared, busy machine far better than latencies do. Returns null where /proc is missing.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** Total CPU ms (user + system) of every process whose stat matches `pick`. */
function cpuMs(pick) {
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of entries) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // "pid (comm) state ppid pgrp ..." — comm may hold spaces, so split after its ')'.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
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
  const byName = new Map();
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    let tids;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const close = stat.lastIndexOf(')');
        const name = tid === pid ? 'main' : stat.slice(stat.indexOf('(') + 1, close);
        const fields = stat.slice(close + 2).split(' ');
        byName.set(name, (byName.get(name) ?? 0) + Number(fields[11]) * TICK_MS);
        byName.set(`${name} (kernel)`, (byName.get(`${name} (kernel)`) ?? 0) + Number(fields[12]) * TICK_MS);
      } catch {
        // exited meanwhile
      }
    }
  }
  return byName;
}
