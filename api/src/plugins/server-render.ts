import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_PACKAGES } from '../config.js';
import { remoteOfUrl } from '../registry/remote-directory.js';
import { InlineStyles } from '../render/inline-styles.js';
import { RenderPool, SHELL_ALONE, type Audience } from '../render/render-pool.js';
import type { RenderRequest } from '../render/render-protocol.js';
import { findSandbox, type Sandbox } from '../render/sandbox.js';
import { serverEntryOf, type ServerEntry } from '../render/server-entries.js';

/** A page not drawn this soon is sent to be drawn in the browser; the drawing goes on for the next visitor. */
const RENDER_BUDGET_MS = 100;
/**
 * The budget of a page whose process is not running yet: Node's start and the bundles' load take
 * some 0.2-0.6 s. A member's pages are drawn by processes of their own, started by the first
 * member's page and stopped when idle; without the wait, every member's first full page load in a
 * while would be drawn in the browser. Not for a process whose last one failed (RenderPool.starting).
 */
const COLD_START_BUDGET_MS = 1_000;
/** An activation waits at most this long for the new version's process to load its bundles. */
const WARM_WAIT_MS = 3_000;

/**
 * `isolated`: every render process in an OS sandbox; where the machine can make none, only the
 * remotes built with the site are drawn on the server. `trusted`: the teams' code is trusted,
 * every version is drawn, with Node's permission model only.
 */
export type RenderMode = 'isolated' | 'trusted';

export interface ServerRenderOptions {
  webRoot: string;
  /** Off: every page is drawn in the browser (the plugin is there for the others to depend on). */
  enabled: boolean;
  mode?: RenderMode;
  budgetMs?: number;
  /** A render process not asked for a page in this long is stopped. */
  idleMs?: number;
}

/**
 * A drawn page, or why the browser draws it instead; `failed` when the version's code failed (it
 * threw, hung, died), not when the site chose the browser (no server build, over the budget).
 */
export type RenderOutcome = { html: string } | { fallback: string; failed?: true };

declare module 'fastify' {
  interface FastifyInstance {
    /** Draws a page on the server, within the budget; undefined when this site draws none (no shell server build). */
    serverRender?: {
      /** `audience` 'members': a page drawn with a member's reads, in a process that draws no visitor's page. */
      page(request: Omit<RenderRequest, 'serverEntries'>, remote: string | undefined, audience?: Audience): Promise<RenderOutcome>;
      /** `<style>` elements of a remote version's stylesheets (`files`, beside its entry at `url`), for a page it drew. */
      styles(url: string | undefined, files: string[]): Promise<string>;
      /** Settles once the processes started with the site have loaded their bundles (or failed to). */
      ready: Promise<void>;
      /** The render processes running now ('shell': the 404 page's), as the API sees them. */
      processes(): Array<{ remote: string; entry: string | undefined; audience: Audience; pid: number }>;
    };
  }
}

let probed: ReturnType<typeof findSandbox> | undefined;

/**
 * Server rendering of public pages (docs/decisions/0029, 0031): the shell's and the remotes'
 * server builds, one render process per remote, each in a sandbox (render/). Drawn pages are
 * kept by what drew them; a page that fails, or is not drawn within the budget, is drawn in the
 * browser, and the server logs why. The site starts and answers whatever a team's code does: the
 * processes start in the background.
 */
export default fp(
  async function serverRenderPlugin(app: FastifyInstance, options: ServerRenderOptions) {
    if (!options.enabled) return;
    const shellBundle = path.join(options.webRoot, 'shell', 'dist', 'server', 'main.js');
    if (!fs.existsSync(shellBundle)) {
      app.log.info({ shellBundle }, 'no shell server build: pages are drawn in the browser');
      return;
    }
    const mode = options.mode ?? 'isolated';
    let sandbox: Sandbox | undefined;
    if (mode === 'isolated') {
      probed ??= findSandbox();
      if ('unavailable' in probed) app.log.warn({ reason: probed.unavailable }, 'no OS sandbox for render processes: deployed versions are drawn in the browser, the site\'s own builds on the server');
      else sandbox = probed;
    }
    const budgetMs = options.budgetMs ?? RENDER_BUDGET_MS;
    const pool = new RenderPool({ shellBundle, log: app.log, sandbox, ...(options.idleMs !== undefined ? { idleMs: options.idleMs } : {}) });
    app.addHook('onClose', async () => pool.close());

    /** The server build of every remote version a page may load now (active, rollouts, previews), by the URL pages load it from. */
    let entries = new Map<string, ServerEntry>();
    const findEntries = async () => {
      const found = new Map<string, ServerEntry>();
      for (const url of app.remoteDirectory.liveUrls()) {
        const entry = await serverEntryOf(options.webRoot, url, REMOTE_PACKAGES, app.versionFolder);
        found.set(url, 'entry' in entry && entry.deployed && mode === 'isolated' && !sandbox ? { without: 'a deployed version, drawn on the server only in a sandbox' } : entry);
      }
      entries = found;
      const without = Object.fromEntries([...found].flatMap(([url, entry]) => ('without' in entry ? [[url, entry.without]] : [])));
      if (Object.keys(without).length > 0) app.log.info({ without }, 'remote versions drawn in the browser only');
      pool.keepOnly([{ remote: SHELL_ALONE, entry: undefined }, ...[...found].flatMap(([url, entry]) => ('entry' in entry ? [{ remote: remoteOfUrl(url), entry: entry.entry }] : []))]);
    };
    /** The server entry of a remote as a page loads it (its URL in the page's runtime config). */
    const entryFor = (url: string | undefined) => {
      const found = url ? entries.get(url) : undefined;
      return found && 'entry' in found ? found.entry : undefined;
    };
    const whyNot = (remote: string, url: string | undefined) => {
      const found = url ? entries.get(url) : undefined;
      return found && 'without' in found ? found.without : `${remote} is not served`;
    };
    /**
     * The processes worth starting before a page asks: the shell's (the 404 page) and those of
     * remotes with pages in the sitemap, where visitors and crawlers land, at their active
     * version. A page reached only by a link someone is given (the reset page), a rollout's or a
     * preview's, starts its process when asked, which then stays until idle: each holds about 55 MB.
     */
    const drawnRemotes = () => {
      const urls = app.remoteDirectory.urls();
      const landing = app.routeTable.current().manifests.filter((manifest) => manifest.routes.some((route) => route.guard === 'public' && route.sitemap));
      return [SHELL_ALONE, ...landing.map((manifest) => manifest.remote).filter((remote) => entryFor(urls[remote]))];
    };
    const warm = async (remote: string) => {
      const started = Date.now();
      try {
        await pool.warm(remote, remote === SHELL_ALONE ? undefined : entryFor(app.remoteDirectory.urls()[remote]), app.remoteDirectory.urls());
        app.log.info({ renderer: remote || 'shell', ms: Date.now() - started }, 'render process ready');
      } catch (error) {
        app.log.warn({ renderer: remote || 'shell', reason: error instanceof Error ? error.message : String(error) }, 'render process not warmed: its first pages may be drawn in the browser');
      }
    };
    await findEntries();
    const ready = Promise.all(drawnRemotes().map(warm)).then(() => undefined);
    // A new version is a new process, allowed to read its files; warmed before the change is
    // answered, within a bound: a version that will not load does not hold the activation.
    app.remoteDirectory.onChange(async () => {
      const before = app.remoteDirectory.urls();
      const entriesBefore = Object.fromEntries(Object.entries(before).map(([remote, url]) => [remote, entryFor(url)]));
      await findEntries();
      const urls = app.remoteDirectory.urls();
      const changed = drawnRemotes().filter((remote) => remote !== SHELL_ALONE && entriesBefore[remote] !== entryFor(urls[remote]));
      await Promise.race([Promise.all(changed.map(warm)), new Promise((resolve) => setTimeout(resolve, WARM_WAIT_MS).unref())]);
    });

    async function page(request: Omit<RenderRequest, 'serverEntries'>, remote: string | undefined, audience: Audience = 'visitors'): Promise<RenderOutcome> {
      const url = remote ? request.config.remotes[remote] : undefined;
      const entry = remote ? entryFor(url) : undefined;
      if (remote && !entry) return { fallback: whyNot(remote, url) };
      const starting = pool.starting(remote ?? SHELL_ALONE, entry, audience);
      const waitMs = starting ? Math.max(budgetMs, COLD_START_BUDGET_MS) : budgetMs;
      const rendering = pool.render(remote ?? SHELL_ALONE, entry, request, audience).then((html) => ({ html }));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<RenderOutcome>((resolve) => {
        timer = setTimeout(() => resolve({ fallback: `not drawn within ${waitMs} ms${starting ? ' (its render process was starting)' : ''}` }), waitMs);
      });
      try {
        return await Promise.race([rendering, late]);
      } catch (error) {
        return { fallback: error instanceof Error ? error.message : String(error), failed: true };
      } finally {
        clearTimeout(timer);
        // A drawing that missed the budget is still kept for the next visitor; its failure was logged by whoever waited.
        rendering.catch(() => undefined);
      }
    }

    const inline = new InlineStyles();
    // The remote's build folder, as the page loads it: its server build's entry is in `server/` inside it.
    const styles = async (url: string | undefined, files: string[]) => {
      const entry = entryFor(url);
      return entry ? inline.tags(path.dirname(path.dirname(entry)), files) : '';
    };

    app.decorate('serverRender', { page, styles, ready, processes: () => pool.processes() });
  },
  { name: 'server-render', dependencies: ['remote-registry', 'route-table'] },
);
