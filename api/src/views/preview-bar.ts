import { packageOf } from '../remotes/remote-directory.js';
import { END_PREVIEW, PREVIEW_PARAMETER } from '../remotes/visitor-cookies.js';
import type { Preview } from '../remotes/visitor-versions.js';
import { escapeXml } from '../services/xml.js';

/**
 * The bar a browser holding a preview link sees above every page: which version it is shown, and
 * a link that ends the preview where it is. It sits before #root, outside what the shell draws and
 * hydrates, so it stays through the visitor's navigation.
 */
export function withPreviewBar(page: string, preview: Preview | undefined, pathname: string): string {
  if (!preview) return page;
  const end = `${escapeXml(pathname)}?${PREVIEW_PARAMETER}=${END_PREVIEW}`;
  const bar =
    `<div id="preview-bar" class="bg-warning-subtle text-body border-bottom text-center small py-1 px-2" role="status">` +
    `Preview of ${escapeXml(packageOf(preview.remote))} version ${preview.version} · <a href="${end}" class="link-body-emphasis">End preview</a></div>`;
  return page.replace(/<body([^>]*)>/i, (body) => `${body}${bar}`);
}
