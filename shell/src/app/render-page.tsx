import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'shared-ui/server-router';
import { configureApi, configureRuntime, forgetPrimedReads, primeReads } from 'shared-ui';
import type { ReactNode } from 'react';
import { App } from './App';
import { makeStore } from '../state/store';
import { publishToBus } from '../state/bus-bridge';
import { drawnAuth } from '../features/server-render/utils/drawn-auth';
import { loadRemoteModule } from '../features/remotes/utils/remote-runtime';
import { registerServerRemotes } from '../features/remotes/utils/server-remotes';
import { writeDocument, type RenderRequest, type WarmRequest } from 'shared-ui/page-document';

/**
 * Where the browser loads each remote's files from (the folder of its entry or manifest), read
 * by each remote's server build (config/server-public-path.cjs), so a picture the server draws
 * has the address the browser's first render gives it.
 */
function setRemotePublicPaths(remotes: Record<string, string>) {
  const paths = Object.fromEntries(Object.entries(remotes).map(([name, url]) => [name, url.slice(0, url.lastIndexOf('/') + 1)]));
  (globalThis as { __LAB_PUBLIC_PATHS__?: Record<string, string> }).__LAB_PUBLIC_PATHS__ = paths;
}

/** Where the remotes' server builds are, and where the browser loads them from: before a remote's first module runs. */
function prepareRemotes({ serverEntries, remotes }: WarmRequest) {
  registerServerRemotes(serverEntries);
  setRemotePublicPaths(remotes);
}

/**
 * Loads the remotes' server builds and their routes before the first page asks for them, so
 * that page is drawn within the API's budget rather than in the browser. A remote that fails
 * here fails its pages' renders too, which the API logs; the others are ready.
 */
export async function warmRemotes(request: WarmRequest): Promise<void> {
  prepareRemotes(request);
  await Promise.allSettled(Object.keys(request.serverEntries).map((remote) => loadRemoteModule(remote, 'routes')));
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/**
 * A page's whole document, drawn as the browser first draws it, for a visitor or, when the reads
 * hold their session's answer, a member: the shell with the page's remote, every lazy part
 * arrived and the reads answered, so that the browser hydrates it as it is. Any error thrown while
 * drawing fails the render (the server then sends the page to be drawn in the browser) rather
 * than sending a page with a hole in it.
 */
export async function renderPage({ url, config, reads, serverEntries, document }: RenderRequest): Promise<string> {
  configureApi({ baseUrl: config.apiBaseUrl ?? '' });
  configureRuntime({ tileUrl: config.tileUrl });
  prepareRemotes({ serverEntries, remotes: config.remotes });
  const store = makeStore({ auth: drawnAuth(reads) });
  publishToBus(store);
  const routeTable = { manifests: config.routes ?? [], unavailable: config.unavailable ?? [] };
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const errors: unknown[] = [];
  primeReads(reads);
  try {
    const { prelude } = await prerenderToNodeStream(<App store={store} routeTable={routeTable} Router={Router} />, {
      // The whole page in place: past React's default chunk size it moves content out of its
      // boundaries with inline scripts to put it back, which the CSP refuses and no-script readers never see.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        errors.push(error);
      },
    });
    const html = await text(prelude);
    if (errors.length > 0) throw errors[0];
    return writeDocument(document.shell, document.page, { html, reads, styles: document.styles, startScript: document.startScript, entryScript: document.entryScript });
  } finally {
    forgetPrimedReads();
  }
}
