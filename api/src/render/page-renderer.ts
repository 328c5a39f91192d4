import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { renderNodeFlags } from './node-permissions.js';
import { processUsage } from './process-usage.js';
import { ProcessOutput } from './process-output.js';
import type { FromRenderProcess, RenderRequest, ToRenderProcess, WarmRequest } from './render-protocol.js';
import type { Sandbox } from './sandbox.js';

/** A render not answered in this long has hung: its process is killed and started again. */
export const RENDER_HANG_MS = 5_000;
/** A process whose memory (all of it, as the machine counts it) passes this is killed. */
export const RENDER_MAX_RSS_BYTES = 256 * 1024 * 1024;
/** A process that used more CPU than this share of the time while no page was asked of it is killed. */
export const RENDER_IDLE_CPU_SHARE = 0.5;
/** The longest page a process may answer: more is refused, not kept. */
export const RENDER_MAX_HTML_CHARS = 2 * 1024 * 1024;
/** The first pause after a process fails; each failure in a row doubles it, up to the last. */
const BACK_OFF_MS = [1_000, 60_000] as const;
/** How often the watch looks at the process: hangs, memory, CPU between pages, idleness. */
const WATCH_MS = 1_000;

export interface RendererOptions {
  /** What draws with this process, for the logs: a remote's federation name, or the shell alone. */
  name: string;
  /** The shell's server build (`shell/dist/server/main.js`). */
  shellBundle: string;
  /** Folders the process may read: the shell's server build and its remote's. */
  readable: () => string[];
  log: { info: (object: object, message: string) => void; warn: (object: object, message: string) => void };
  /** The namespaces to run in; none: the process runs beside the API, with the permission model only. */
  sandbox?: Sandbox;
  hangMs?: number;
  /** Stopped after this long without a page; started again by the next. */
  idleMs?: number;
  maxRssBytes?: number;
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
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-render-process-'));
  script = path.join(folder, 'render-process.mjs');
  fs.writeFileSync(script, outputText);
  return script;
}

/**
 * One render process, seen from the API: sends it pages to draw, one answer per request. It is
 * the teams' code, so it is watched: killed when a render hangs, when its memory passes the cap
 * or when it works while no page is asked of it; started again, after a pause that grows with
 * each failure in a row, by the next page; stopped when idle. A failure rejects the renders
 * waiting on it; the API then sends those pages to be drawn in the browser.
 */
export class PageRenderer {
  private child?: ChildProcess;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failuresInARow = 0;
  /** Until then no process is started: the last one failed. */
  private pausedUntil = 0;
  private lastAsked = 0;
  /** CPU time of the process at the last watch, while it had no page to draw. */
  private idleCpu?: { at: number; cpuMs: number };
  private closed = false;
  /** The running process has answered once: its bundles are loaded. */
  private answered = false;
  private readonly watchdog: NodeJS.Timeout;
  private readonly hangMs: number;
  /** How many processes were started: a restart is one more. */
  starts = 0;

  constructor(private readonly options: RendererOptions) {
    this.hangMs = options.hangMs ?? RENDER_HANG_MS;
    this.watchdog = setInterval(() => this.watch(), Math.min(this.hangMs, WATCH_MS)).unref();
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

  /** A process runs and has answered: a page asked now is not held by its start (Node, the bundles). */
  get loaded(): boolean {
    return this.child !== undefined && this.answered;
  }

  /** Its last process failed (hung, died, was killed) and none has drawn a page since. */
  get failing(): boolean {
    return this.failuresInARow > 0;
  }

  /** The process's pid as the API sees it (the sandbox's `unshare`), while one runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  private ask(message: (id: number) => ToRenderProcess): Promise<string> {
    if (this.closed) return Promise.reject(new Error('the renderer is closed'));
    if (!this.child && Date.now() < this.pausedUntil) return Promise.reject(new Error(`the render process of ${this.options.name} failed; paused`));
    const child = this.child ?? this.start();
    const id = this.nextId++;
    this.lastAsked = Date.now();
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
    this.options.log.info({ renderer: this.options.name, reason }, 'render process restarting');
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
    const nodeArgs = [...renderNodeFlags(readable), processFile, this.options.shellBundle];
    const { command, args } = this.options.sandbox?.wrap(process.execPath, nodeArgs) ?? { command: process.execPath, args: nodeArgs };
    const child = spawn(command, args, {
      // Nothing of the API's environment: no database address, no secrets. One malloc arena is
      // enough for a process that draws one page at a time.
      env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '1' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      serialization: 'advanced',
      // A group of its own: a signal to the API's group (Ctrl-C) is the API's to pass on.
      detached: true,
    });
    this.starts += 1;
    this.idleCpu = undefined;
    this.answered = false;
    const output = new ProcessOutput(this.options.name, this.options.log);
    child.stdout?.on('data', (chunk: Buffer) => output.add(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.add(chunk));
    child.on('message', (message: FromRenderProcess) => {
      if (this.child === child) this.answered = true;
      if (message && typeof message === 'object' && typeof message.id === 'number') this.settle(message.id, message);
    });
    child.on('error', (error) => this.options.log.warn({ renderer: this.options.name, reason: error.message }, 'render process could not start'));
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      this.child = undefined;
      this.failed(`render process exited (${signal ?? code})`);
      this.options.log.warn({ renderer: this.options.name, code, signal }, 'render process exited');
    });
    this.child = child;
    return child;
  }

  /** Rejects what waits, and pauses starting again: longer with each failure in a row. */
  private failed(reason: string): void {
    this.rejectAll(reason);
    const pause = Math.min(BACK_OFF_MS[0] * 2 ** this.failuresInARow, BACK_OFF_MS[1]);
    this.failuresInARow += 1;
    this.pausedUntil = Date.now() + pause;
  }

  private settle(id: number, message: FromRenderProcess): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    if ('error' in message) return pending.reject(new Error(String(message.error).slice(0, 2_000)));
    const html = 'html' in message ? message.html : '';
    if (typeof html !== 'string' || html.length > RENDER_MAX_HTML_CHARS) return pending.reject(new Error('the render process answered no page, or one too long'));
    this.failuresInARow = 0;
    pending.resolve(html);
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

  /** Kills the process for what it did, and pauses its restarts as after any failure. */
  private kill(reason: string, detail: object): void {
    if (!this.child) return;
    this.options.log.warn({ renderer: this.options.name, pid: this.child.pid, ...detail }, `render process killed: ${reason}`);
    const child = this.child;
    this.child = undefined;
    this.failed(`render process killed: ${reason}`);
    child.kill('SIGKILL');
  }

  private watch(): void {
    if (!this.child) return;
    const now = Date.now();
    const oldest = Math.min(...[...this.pending.values()].map((pending) => pending.sent));
    if (now - oldest >= this.hangMs) return this.kill(`hung for ${this.hangMs} ms`, { waitedMs: now - oldest });
    const usage = processUsage(this.child.pid);
    if (usage && usage.rssBytes > (this.options.maxRssBytes ?? RENDER_MAX_RSS_BYTES)) return this.kill('over its memory cap', { rssBytes: usage.rssBytes });
    if (this.pending.size > 0 || !usage) {
      this.idleCpu = undefined;
    } else if (this.idleCpu && now - this.idleCpu.at >= WATCH_MS) {
      const share = (usage.cpuMs - this.idleCpu.cpuMs) / (now - this.idleCpu.at);
      if (share > RENDER_IDLE_CPU_SHARE) return this.kill('busy while no page was asked', { cpuShare: Number(share.toFixed(2)) });
      this.idleCpu = { at: now, cpuMs: usage.cpuMs };
    } else if (!this.idleCpu) {
      this.idleCpu = { at: now, cpuMs: usage.cpuMs };
    }
    if (this.options.idleMs !== undefined && this.pending.size === 0 && now - this.lastAsked >= this.options.idleMs) this.restart('idle');
  }
}
