import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_PACKAGES } from '../config.js';
import { PageRenderer } from '../render/page-renderer.js';
import { InlineStyles } from '../render/inline-styles.js';
import { RenderedPages } from '../render/rendered-pages.js';
import type { RenderRequest } from '../render/render-protocol.js';
import { serverEntries, type ServerEntries } from '../render/server-entries.js';

/** A page not drawn this soon is sent to be drawn in the browser; the drawing goes on for the next visitor. */
const RENDER_BUDGET_MS = 100;

export interface ServerRenderOptions {
  webRoot: string;
  /** Off: every page is drawn in the browser (the plugin is there for the others to depend on). */
  enabled: boolean;
  budgetMs?: number;
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
    };
  }
}

/**
 * Server rendering of public pages (docs/decisions/0029): the shell's and the remotes' server
 * builds, run in a render process without the API's secrets (render/page-renderer.ts). Drawn
 * pages are kept by what drew them; a page that fails, or is not drawn within the budget, is
 * drawn in the browser, and the server logs why.
 */
export default fp(
  async function serverRenderPlugin(app: FastifyInstance, options: ServerRenderOptions) {
    if (!options.enabled) return;
    const shellBundle = path.join(options.webRoot, 'shell', 'dist', 'server', 'main.js');
    if (!fs.existsSync(shellBundle)) {
      app.log.info({ shellBundle }, 'no shell server build: pages are drawn in the browser');
      return;
    }
    const budgetMs = options.budgetMs ?? RENDER_BUDGET_MS;
    let entries: ServerEntries = { entries: {}, folders: [], without: {} };
    const findEntries = async () => {
      entries = await serverEntries(options.webRoot, app.remoteDirectory.urls(), REMOTE_PACKAGES, app.versionFolder);
      if (Object.keys(entries.without).length > 0) app.log.info({ without: entries.without }, 'remotes drawn in the browser only');
    };
    await findEntries();
    const renderer = new PageRenderer({ shellBundle, readable: () => [path.dirname(shellBundle), ...entries.folders], log: app.log });
    // The first page after a start would wait for Node to start and read the bundles, past its
    // budget: the process loads them first, and the site answers once they are loaded.
    const warm = async () => {
      const started = Date.now();
      try {
        await renderer.warm({ serverEntries: entries.entries, remotes: app.remoteDirectory.urls() });
        app.log.info({ ms: Date.now() - started }, 'render process ready');
      } catch (error) {
        app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'render process not warmed: its first pages may be drawn in the browser');
      }
    };
    await warm();
    // A new version's bundles are other files to read: a new process, allowed to read them, warmed
    // before the activation is answered.
    app.remoteDirectory.onChange(async () => {
      await findEntries();
      renderer.restart('the active remotes changed');
      await warm();
    });
    app.addHook('onClose', async () => renderer.close());
    const drawn = new RenderedPages();

    async function page(request: Omit<RenderRequest, 'serverEntries'>, remote: string | undefined): Promise<RenderOutcome> {
      if (remote && !entries.entries[remote]) return { fallback: entries.without[remote] ?? `${remote} is not served` };
      const full: RenderRequest = { ...request, serverEntries: entries.entries };
      const key = RenderedPages.key(full);
      const kept = drawn.get(key);
      if (kept !== undefined) return { html: kept };
      const rendering = renderer.render(full).then((html) => {
        drawn.set(key, html);
        return { html };
      });
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
        // A drawing that missed the budget still fills the cache; its failure was logged by whoever waited.
        rendering.catch(() => undefined);
      }
    }

    const inline = new InlineStyles();
    // The remote's build folder: its server build's entry is in `server/` inside it.
    const styles = async (remote: string, files: string[]) => {
      const entry = entries.entries[remote];
      return entry ? inline.tags(path.dirname(path.dirname(entry)), files) : '';
    };

    app.decorate('serverRender', { page, styles });
  },
  { name: 'server-render', dependencies: ['remote-registry'] },
);
