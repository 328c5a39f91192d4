import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { FromRenderProcess, RenderRequest, ToRenderProcess, WarmRequest } from './render-protocol.js';

/** A render not answered in this long has hung: its process is killed and started again. */
export const RENDER_HANG_MS = 5_000;
/** A process that dies this soon after its start waits this long before the next one. */
const RESTART_PAUSE_MS = 1_000;

export interface RendererOptions {
  /** The shell's server build (`shell/dist/server/main.js`). */
  shellBundle: string;
  /** Folders the process may read: the shell's and the active remotes' server builds. */
  readable: () => string[];
  log: { info: (object: object, message: string) => void; warn: (object: object, message: string) => void };
  hangMs?: number;
}

type Pending = { resolve: (html: string) => void; reject: (error: Error) => void; sent: number };

const here = fileURLToPath(import.meta.url);
const fromSource = here.endsWith('.ts');

/**
 * The render process's script: the built API's JavaScript beside this file; from the sources
 * (tests, development) its TypeScript stripped once into a file of its own, since tsx would need
 * to read the whole repository and run its loader in a worker, which the process may not.
 */
let script: string | undefined;
function processScript(): string {
  if (!fromSource) return path.join(path.dirname(here), 'render-process.js');
  if (script) return script;
  const source = path.join(path.dirname(here), 'render-process.ts');
  const ts = createRequire(import.meta.url)('typescript') as typeof import('typescript');
  const { outputText } = ts.transpileModule(fs.readFileSync(source, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  script = path.join(os.tmpdir(), `lab-render-process-${process.pid}.mjs`);
  fs.writeFileSync(script, outputText);
  return script;
}

/**
 * The render process, seen from the API: sends it pages to draw, one answer per request; kills
 * and restarts it when a render hangs, and restarts it when it dies or when the remotes change
 * (the permission to read names their bundles). A failure rejects the renders waiting on it;
 * the API then sends those pages to be drawn in the browser.
 */
export class PageRenderer {
  private child?: ChildProcess;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private startedAt = 0;
  /** Until then no process is started: the last one died at its start. */
  private pausedUntil = 0;
  private closed = false;
  private readonly watchdog: NodeJS.Timeout;
  private readonly hangMs: number;
  /** How many processes were started: a restart is one more. */
  starts = 0;

  constructor(private readonly options: RendererOptions) {
    this.hangMs = options.hangMs ?? RENDER_HANG_MS;
    this.watchdog = setInterval(() => this.killIfHung(), Math.min(this.hangMs, 1_000)).unref();
  }

  /** Draws one page; rejects when the process fails, hangs or dies first. */
  render(request: RenderRequest): Promise<string> {
    return this.ask((id) => ({ id, request }));
  }

  /**
   * Starts the process, if none runs, and has it load the bundles before the first page asks:
   * starting Node and reading the bundles take longer than a page's budget. Settles once loaded.
   */
  async warm(request: WarmRequest): Promise<void> {
    await this.ask((id) => ({ id, warm: request }));
  }

  private ask(message: (id: number) => ToRenderProcess): Promise<string> {
    if (this.closed) return Promise.reject(new Error('the renderer is closed'));
    if (!this.child && Date.now() < this.pausedUntil) return Promise.reject(new Error('the render process died at its start; paused'));
    const child = this.child ?? this.start();
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, sent: Date.now() });
      child.send(message(id), (error) => {
        if (error) this.settle(id, { id, error: `could not send to the render process: ${error.message}` });
      });
    });
  }

  /** Stops the process; the next render starts a new one (its permissions read afresh). */
  restart(reason: string): void {
    if (!this.child) return;
    this.options.log.info({ reason }, 'render process restarting');
    this.stop(this.child, `render process restarted: ${reason}`);
  }

  close(): void {
    this.closed = true;
    clearInterval(this.watchdog);
    if (this.child) this.stop(this.child, 'the renderer is closed');
  }

  private start(): ChildProcess {
    const processFile = processScript();
    const readable = [processFile, ...this.options.readable()];
    const child = fork(processFile, [this.options.shellBundle], {
      // One --allow-fs-read per path: Node 20 reads no comma-separated list.
      execArgv: ['--experimental-permission', ...readable.map((file) => `--allow-fs-read=${file}`), '--no-warnings=ExperimentalWarning'],
      // Nothing of the API's environment: no database address, no secrets.
      env: { NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    this.starts += 1;
    this.startedAt = Date.now();
    const forward = (stream: NodeJS.ReadableStream | null) =>
      stream?.on('data', (chunk: Buffer) => this.options.log.warn({ pid: child.pid, output: chunk.toString('utf8').trimEnd() }, 'render process says'));
    forward(child.stdout);
    forward(child.stderr);
    child.on('message', (message: FromRenderProcess) => {
      if ('id' in message) this.settle(message.id, message);
    });
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      this.child = undefined;
      this.rejectAll(`render process exited (${signal ?? code})`);
      this.options.log.warn({ code, signal }, 'render process exited');
      // A process that dies at its start (a broken bundle) is not started again for every page.
      if (Date.now() - this.startedAt < RESTART_PAUSE_MS) this.pausedUntil = Date.now() + RESTART_PAUSE_MS;
    });
    this.child = child;
    return child;
  }

  private settle(id: number, message: Extract<FromRenderProcess, { id: number }>): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    if ('error' in message) pending.reject(new Error(message.error));
    else pending.resolve('html' in message ? message.html : '');
  }

  private rejectAll(reason: string): void {
    for (const [id, pending] of this.pending) {
      this.pending.delete(id);
      pending.reject(new Error(reason));
    }
  }

  private stop(child: ChildProcess, reason: string): void {
    this.child = undefined;
    this.rejectAll(reason);
    child.kill('SIGKILL');
  }

  private killIfHung(): void {
    const oldest = Math.min(...[...this.pending.values()].map((pending) => pending.sent));
    if (!this.child || Date.now() - oldest < this.hangMs) return;
    this.options.log.warn({ pid: this.child.pid, waitedMs: Date.now() - oldest }, 'render process hung: killed');
    this.stop(this.child, `render process hung for ${this.hangMs} ms`);
  }
}
