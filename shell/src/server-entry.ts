import type { RenderRequest, WarmRequest } from 'shared-ui/page-document';

/**
 * The shell's server build (a CommonJS module the API's render process requires). An async
 * boundary, as in the browser, so module federation agrees on shared modules before any runs.
 */
export async function render(request: RenderRequest): Promise<string> {
  const { renderPage } = await import(/* webpackChunkName: "render-page" */ './app/render-page');
  return renderPage(request);
}

/** Loads what drawing needs (this module's render code, the remotes' server builds) before the first page. */
export async function warm(request: WarmRequest): Promise<void> {
  const { warmRemotes } = await import(/* webpackChunkName: "render-page" */ './app/render-page');
  await warmRemotes(request);
}
