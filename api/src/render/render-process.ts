// The render process: draws public pages with the shell's and the remotes' server builds, which are
// the teams' code. Started by page-renderer.ts with Node's permission model (it may read the
// bundles and nothing else writable or runnable: no child processes, no workers, no file writes),
// with an empty environment, and fed over IPC only what a visitor could read. It imports nothing
// but Node's own modules.
import { createRequire } from 'node:module';
import type { FromRenderProcess, RenderRequest, ToRenderProcess, WarmRequest } from './render-protocol.js';

type ShellServer = { render: (request: RenderRequest) => Promise<string>; warm?: (request: WarmRequest) => Promise<void> };

const shellBundle = process.argv[2];
if (!shellBundle || !process.send) {
  console.error('render-process: started without the shell bundle or an IPC channel');
  process.exit(2);
}
const shell = createRequire(import.meta.url)(shellBundle) as ShellServer;
const send = (message: FromRenderProcess) => process.send?.(message);

// One page at a time: the shell's state while drawing (the reads, the bus) is the process's.
let queue: Promise<void> = Promise.resolve();

process.on('message', (message: ToRenderProcess) => {
  queue = queue.then(async () => {
    try {
      if ('warm' in message) {
        await shell.warm?.(message.warm);
        send({ id: message.id, warmed: true });
      } else {
        send({ id: message.id, html: await shell.render(message.request) });
      }
    } catch (error) {
      send({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
});
// The API went away: so does this process.
process.on('disconnect', () => process.exit(0));
