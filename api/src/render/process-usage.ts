import fs from 'node:fs';

/** What a process and its descendants use now: resident memory and CPU time so far. */
export interface ProcessUsage {
  rssBytes: number;
  cpuMs: number;
}

const PAGE_BYTES = 4096;
const TICKS_PER_SECOND = 100;

function read(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The pid and its descendants, from /proc (a sandboxed process is the grandchild of the one the API started). */
function tree(pid: number): number[] {
  const found = [pid];
  for (let index = 0; index < found.length && found.length < 64; index += 1) {
    const children = read(`/proc/${found[index]}/task/${found[index]}/children`);
    for (const child of children?.trim().split(/\s+/).filter(Boolean) ?? []) found.push(Number(child));
  }
  return found;
}

/**
 * Reads /proc, as the API sees it from outside the process's namespaces: a process cannot tell it
 * otherwise. Undefined where there is no /proc (not Linux) or the process has gone.
 */
export function processUsage(pid: number | undefined): ProcessUsage | undefined {
  if (pid === undefined || process.platform !== 'linux') return undefined;
  let rssBytes = 0;
  let cpuMs = 0;
  let seen = false;
  for (const member of tree(pid)) {
    const stat = read(`/proc/${member}/stat`);
    if (!stat) continue;
    seen = true;
    // Fields after the command's closing parenthesis: state is the 3rd of stat, utime the 14th, stime the 15th, rss the 24th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    cpuMs += ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    rssBytes += Number(fields[21]) * PAGE_BYTES;
  }
  return seen ? { rssBytes, cpuMs } : undefined;
}
