import type { RenderRequest } from './app/render-request';

/**
 * The shell's server build (a CommonJS module the API's render process requires). An async
 * boundary, as in the browser, so module federation agrees on shared modules before any runs.
 */
export async function render(request: RenderRequest): Promise<string> {
  const { renderPage } = await import(/* webpackChunkName: "render-page" */ './app/render-page');
  return renderPage(request);
}
