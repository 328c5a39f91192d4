import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_PACKAGES } from '../config.js';
import { InlineStyles } from '../render/inline-styles.js';
import { RenderPool, SHELL_ALONE } from '../render/render-pool.js';
import type { RenderRequest } from '../render/render-protocol.js';
import { findSandbox, type Sandbox } from '../render/sandbox.js';
import { serverEntries, type ServerEntries } from '../render/server-entries.js';

/** A page not drawn this soon is sent to be drawn in the browser; the drawing goes on for the next visitor. */
const RENDER_BUDGET_MS = 100;
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

/** A drawn page, or why the browser draws it instead. */
export type RenderOutcome = { html: string } | { fallback: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Draws a public page on the server, within the budget; undefined when this site draws none (no shell server build). */
    serverRender?: {
      page(request: Omit<RenderRequest, 'serverEntries'>, remote: string | undefined): Promise<RenderOutcome>;
      /** `<style>` elements of a remote's stylesheets (`files`, beside its entry), for a page it drew. */
      styles(remote: string, files: string[]): Promise<string>;
      /** Settles once the processes started with the site have loaded their bundles (or failed to). */
      ready: Promise<void>;
      /** The render processes running now, by remote ('shell': the 404 page's), as the API sees them. */
      pids(): Record<string, number>;
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

    let entries: ServerEntries = { entries: {}, without: {}, deployed: [] };
    const findEntries = async () => {
      entries = await serverEntries(options.webRoot, app.remoteDirectory.urls(), REMOTE_PACKAGES, app.versionFolder);
      if (mode === 'isolated' && !sandbox) {
        for (const remote of entries.deployed) {
          delete entries.entries[remote];
          entries.without[remote] = 'a deployed version, drawn on the server only in a sandbox';
        }
      }
      if (Object.keys(entries.without).length > 0) app.log.info({ without: entries.without }, 'remotes drawn in the browser only');
      pool.keepOnly([SHELL_ALONE, ...Object.keys(entries.entries)]);
    };
    /**
     * The processes worth starting before a page asks: the shell's (the 404 page) and those of
     * remotes with pages in the sitemap, where visitors and crawlers land. A page reached only by
     * a link someone is given (the reset page) starts its process when asked, which then stays
     * until idle: each process holds about 55 MB.
     */
    const drawnRemotes = () => {
      const landing = app.routeTable.current().manifests.filter((manifest) => manifest.routes.some((route) => route.guard === 'public' && route.sitemap));
      return [SHELL_ALONE, ...landing.map((manifest) => manifest.remote).filter((remote) => entries.entries[remote])];
    };
    const warm = async (remote: string) => {
      const started = Date.now();
      try {
        await pool.warm(remote, entries.entries[remote], app.remoteDirectory.urls());
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
      const before = { ...entries.entries };
      await findEntries();
      const changed = drawnRemotes().filter((remote) => remote !== SHELL_ALONE && before[remote] !== entries.entries[remote]);
      await Promise.race([Promise.all(changed.map(warm)), new Promise((resolve) => setTimeout(resolve, WARM_WAIT_MS).unref())]);
    });

    async function page(request: Omit<RenderRequest, 'serverEntries'>, remote: string | undefined): Promise<RenderOutcome> {
      if (remote && !entries.entries[remote]) return { fallback: entries.without[remote] ?? `${remote} is not served` };
      const owner = remote ?? SHELL_ALONE;
      const rendering = pool.render(owner, entries.entries[owner], request).then((html) => ({ html }));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<RenderOutcome>((resolve) => {
        timer = setTimeout(() => resolve({ fallback: `not drawn within ${budgetMs} ms` }), budgetMs);
      });
      try {
        return await Promise.race([rendering, late]);
      } catch (error) {
        return { fallback: error instanceof Error ? error.message : String(error) };
      } finally {
        clearTimeout(timer);
        // A drawing that missed the budget is still kept for the next visitor; its failure was logged by whoever waited.
        rendering.catch(() => undefined);
      }
    }

    const inline = new InlineStyles();
    // The remote's build folder: its server build's entry is in `server/` inside it.
    const styles = async (remote: string, files: string[]) => {
      const entry = entries.entries[remote];
      return entry ? inline.tags(path.dirname(path.dirname(entry)), files) : '';
    };

    app.decorate('serverRender', { page, styles, ready, pids: () => pool.pids() });
  },
  { name: 'server-render', dependencies: ['remote-registry', 'route-table'] },
);
