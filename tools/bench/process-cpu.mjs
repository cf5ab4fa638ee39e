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
