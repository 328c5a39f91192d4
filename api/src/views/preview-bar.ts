import { PAGE_IDS } from 'shared-ui/page-document';
import { packageOf } from '../registry/remote-directory.js';
import { END_PREVIEW, PREVIEW_PARAMETER } from '../remotes/visitor-cookies.js';
import type { Preview } from '../remotes/visitor-versions.js';
import { escapeXml } from '../services/xml.js';

/**
 * The bar a browser holding a preview link sees above every page: which version it is shown, and
 * a link that ends the preview where it is. It sits before #root, outside what the shell draws and
 * hydrates, so it stays through the visitor's navigation.
 */
export function previewBar(preview: Preview | undefined, pathname: string): string | undefined {
  if (!preview) return undefined;
  const end = `${escapeXml(pathname)}?${PREVIEW_PARAMETER}=${END_PREVIEW}`;
  return (
    `<div id="${PAGE_IDS.previewBar}" class="bg-warning-subtle text-body border-bottom text-center small py-1 px-2" role="status">` +
    `Preview of ${escapeXml(packageOf(preview.remote))} version ${preview.version} · <a href="${end}" class="link-body-emphasis">End preview</a></div>`
  );
}
