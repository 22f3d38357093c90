// What a bench reads of the processes it watches, from /proc (Linux): CPU time and resident memory;
// and how busy the machine was, to read times measured on a shared one.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/** "load average 0.52 0.61 0.70 on 2 cores": the 1, 5 and 15 minute load averages and the cores. */
export const loadLine = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`;

/**
 * CPU seconds (user + system) a process has used so far, with `children` also those of its ended
 * children it has waited for; NaN once it is gone.
 */
export function cpuSeconds(pid, children = false) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    return (own + (children ? Number(fields[13]) + Number(fields[14]) : 0)) / 100;
  } catch {
    return NaN;
  }
}

/** Resident memory of a process in MB; NaN once it is gone. */
export function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line.replace(/\D+/g, '')) / 1024;
  } catch {
    return NaN;
  }
}

/** The ids of the running processes whose command name is one of `names` (e.g. 'postgres'). */
export function pidsNamed(...names) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (names.includes(readFileSync(`/proc/${entry}/comm`, 'utf8').trim()))
        pids.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return pids;
}

/**
 * The CPU seconds used so far by every process with one of these command names, looked up again each
 * time (PostgreSQL starts a process per connection), with their ended children: a connection's process
 * that ends moves its time to the postmaster's.
 */
export const cpuSecondsNamed = (...names) =>
  pidsNamed(...names).reduce((sum, pid) => sum + (cpuSeconds(pid, true) || 0), 0);

/** Samples the resident memory of some processes every `everyMs` until stopped: first, peak and last. */
export function sampleRss(pids, everyMs = 100) {
  const stats = pids.map((pid) => ({ pid, first: rssMb(pid), peak: rssMb(pid), last: rssMb(pid) }));
  const timer = setInterval(() => {
    for (const s of stats) {
      const mb = rssMb(s.pid);
      if (!Number.isNaN(mb)) {
        s.last = mb;
        s.peak = Math.max(s.peak, mb);
      }
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      for (const s of stats) {
        const mb = rssMb(s.pid);
        if (!Number.isNaN(mb)) s.last = mb;
        s.peak = Math.max(s.peak, s.last);
      }
      return stats;
    },
  };
}
