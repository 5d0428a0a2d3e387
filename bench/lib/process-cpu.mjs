// CPU time of every process on this machine between two moments, from /proc (Linux): what a
// benchmark's unit of work costs each part of the stack (services, their Postgres backends, the
// gateway, NATS, the load generator), whichever process does it.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** A readable name for a process: a service's folder, a Postgres backend's role, else its command. */
function labelOf(cmdline) {
  const service = cmdline.match(/\/(svc-[a-z]+)\/dist\/main\.js/);
  if (service) return service[1];
  const backend = cmdline.match(/^postgres: \S+ (\w+) /);
  if (backend) return `postgres (${backend[1]})`;
  if (cmdline.startsWith('postgres:')) return 'postgres (background)';
  return cmdline.replace(/\s+/g, ' ').trim().slice(0, 70) || '(kernel)';
}

function sample() {
  const cpu = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      cpu.set(pid, { ticks: Number(fields[11]) + Number(fields[12]), label: labelOf(cmdline) });
    } catch {
      // The process ended meanwhile.
    }
  }
  return cpu;
}

/** Starts measuring; the function it returns gives CPU seconds by label since, largest first. */
export function processCpu() {
  const before = sample();
  return () => {
    const byLabel = new Map();
    for (const [pid, { ticks, label }] of sample()) {
      const spent = ticks - (before.get(pid)?.ticks ?? 0);
      if (spent > 0) byLabel.set(label, (byLabel.get(label) ?? 0) + spent / TICKS_PER_SECOND);
    }
    return [...byLabel].sort((a, b) => b[1] - a[1]);
  };
}
