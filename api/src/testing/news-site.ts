import fs from 'node:fs';
import path from 'node:path';
import type { RouteManifest } from 'shared-ui/route-manifest';
import { siteFolder, timelineRoutes } from './remote-bundles.js';
import { withServerBuilds } from './render-bundles.js';
import { writeShellDocument } from './shell-document.js';

/** A public page of the timeline's versions in these tests: drawn on the server for the visitors who get the version. */
export const NEWS = '/timeline/news';

/** mfe-timeline's routes with the NEWS page added, as a version that has it declares them. */
export const newsRoutes = (): RouteManifest => ({ ...timelineRoutes(), routes: [...timelineRoutes().routes, { path: NEWS, guard: 'public', head: { title: 'News', description: 'News.' } }] });

/** A built site whose shell, mfe-public and mfe-timeline have server builds (the fake shell's). */
export async function newsSite(): Promise<string> {
  const webRoot = await siteFolder();
  writeShellDocument(webRoot);
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'start-after-paint.js'), 'void 0;\n');
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'fetch-entry-after-styles.js'), 'void 0;\n');
  withServerBuilds(webRoot, ['mfe-public', 'mfe-timeline']);
  return webRoot;
}
