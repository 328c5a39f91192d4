import { spawnSync } from 'node:child_process';

/**
 * The OS sandbox a render process runs in, on Linux: `unshare` makes it new user, PID, network,
 * IPC and UTS namespaces. Inside, it is root of nothing: it sees no process of the machine (the
 * API's included, so it cannot signal it), has no network at all (only a loopback that is down),
 * and dies with its `unshare` parent (`--kill-child`), whatever kills that.
 */
export const UNSHARE_ARGS = ['--user', '--map-root-user', '--pid', '--fork', '--kill-child', '--net', '--ipc', '--uts'];

export interface Sandbox {
  /** The command that runs a program inside the namespaces: `[command, ...args, program, ...its args]`. */
  wrap(program: string, args: string[]): { command: string; args: string[] };
}

/**
 * Whether this machine can make the namespaces (as root, or where unprivileged user namespaces
 * are on); undefined, with why, where it cannot. Asked once, at start: `unshare` runs `true`.
 */
export function findSandbox(unshare = 'unshare'): Sandbox | { unavailable: string } {
  if (process.platform !== 'linux') return { unavailable: `no namespaces on ${process.platform}` };
  const probe = spawnSync(unshare, [...UNSHARE_ARGS, 'true'], { timeout: 5_000, stdio: ['ignore', 'ignore', 'pipe'], env: {} });
  if (probe.error) return { unavailable: `${unshare} cannot run: ${probe.error.message}` };
  if (probe.status !== 0) return { unavailable: `${unshare} cannot make namespaces: ${probe.stderr.toString('utf8').trim() || `exit ${probe.status}`}` };
  return { wrap: (program, args) => ({ command: unshare, args: [...UNSHARE_ARGS, program, ...args] }) };
}
