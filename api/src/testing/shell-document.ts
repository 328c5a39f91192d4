import fs from 'node:fs';
import path from 'node:path';
import type { ShellDocument } from 'shared-ui/page-document';
import { SHELL_DOCUMENT_FILE } from '../render/shell-document.js';

/** A built shell's document.json, as config/shell-document.cjs writes it, with one entry script and the static bar. */
export const TEST_SHELL_DOCUMENT: ShellDocument = {
  lang: 'en',
  head: '<meta charset="utf-8">',
  title: 'Visual Cognition Lab',
  description: 'Default description.',
  scripts: ['/main.a.js'],
  stylesheets: [],
  preloads: [],
  startBytes: 0,
  placeholder: '<header>bar</header>',
};

/** What the API asks a render process to draw a page into, in tests that ask a render process themselves. */
export const TEST_RENDER_DOCUMENT = { shell: TEST_SHELL_DOCUMENT, page: { preloads: [] }, styles: '', startScript: 'start()', entryScript: 'fetchEntry()' };

/** The file, for a site folder (testing/site-folder): `{ 'shell/dist/document.json': … }`. */
export const shellDocumentFile = (document: ShellDocument = TEST_SHELL_DOCUMENT) => ({ [`shell/dist/${SHELL_DOCUMENT_FILE}`]: JSON.stringify(document) });

/** Writes the file into a site folder made otherwise. */
export function writeShellDocument(webRoot: string, document: ShellDocument = TEST_SHELL_DOCUMENT): void {
  fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', SHELL_DOCUMENT_FILE), JSON.stringify(document));
}

/** What a page holds in its drawn #root (undefined for a page the browser draws). */
export const drawnRoot = (page: string) => /<div id="root" data-ssr>([\s\S]*?)<\/div><script type="application\/json" id="page-reads">/.exec(page)?.[1];
