/** The heap a render process may grow to: a page's drawing needs tens of megabytes. */
export const RENDER_HEAP_MB = 96;
/**
 * The young generation's half, in MB (V8's default is 16): a render's garbage is small, and at 2
 * a process drawing the demo's pages holds about 75 MB instead of 85, as fast (bench/README.md).
 */
export const RENDER_SEMI_SPACE_MB = 2;

/**
 * Node's flags for a render process on the Node that runs the API: its permission model (read
 * only `readable`; no writes, child processes, workers, addons, and from Node 25 no network) and
 * a capped heap. The model's flag was `--experimental-permission` until Node 22 named it
 * `--permission`; Node 24 refuses the old name. One `--allow-fs-read` per path: Node 20 reads no
 * comma-separated list.
 */
export function renderNodeFlags(readable: string[], flags: ReadonlySet<string> = process.allowedNodeEnvironmentFlags): string[] {
  const permission = flags.has('--permission') ? '--permission' : '--experimental-permission';
  return [
    permission,
    ...readable.map((file) => `--allow-fs-read=${file}`),
    `--max-old-space-size=${RENDER_HEAP_MB}`,
    `--max-semi-space-size=${RENDER_SEMI_SPACE_MB}`,
    '--no-warnings=ExperimentalWarning',
  ];
}
