// Resident memory (VmRSS) of a process and of the processes it started, from /proc.
import fs from 'node:fs';
import path from 'node:path';

/** VmRSS in KB, or undefined for a process that has exited meanwhile. */
export function rssKB(pid) {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every process's parent, from /proc/<pid>/stat. /proc/<pid>/task/<tid>/children would name the
 * children directly, but only on kernels built with CONFIG_PROC_CHILDREN, which this machine's is not.
 */
function parents() {
  const parentOf = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command sits in parentheses and may hold spaces or parentheses itself: fields follow the last ')'.
      const [, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parentOf.set(Number(name), Number(ppid));
    } catch {
      // exited while we read
    }
  }
  return parentOf;
}

/** A process's program and script (`node render-process.js`): its options would drown the name. */
function commandOf(pid) {
  try {
    const [program, ...args] = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const script = args.find((arg) => !arg.startsWith('-'));
    return [program, script].filter(Boolean).map((part) => path.basename(part)).join(' ');
  } catch {
    return '?';
  }
}

/** A process's RSS and each of its descendants' (children, their children, ...), in MB. */
export function treeMemory(pid) {
  const parentOf = parents();
  const descendants = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const [child, ppid] of parentOf) {
      if (ppid !== parent) continue;
      descendants.push(child);
      queue.push(child);
    }
  }
  const mb = (kb) => +((kb ?? 0) / 1024).toFixed(1);
  const children = descendants
    .map((child) => ({ pid: child, command: commandOf(child), rssMB: mb(rssKB(child)) }))
    .filter((child) => child.rssMB > 0);
  const processMB = mb(rssKB(pid));
  const childrenMB = +children.reduce((sum, child) => sum + child.rssMB, 0).toFixed(1);
  const totalMB = +(processMB + childrenMB).toFixed(1);
  return { processMB, childrenMB, totalMB, childrenShare: totalMB > 0 ? +(childrenMB / totalMB).toFixed(3) : 0, children };
}
