// The shell's `document.json` (shared-ui/page-document's ShellDocument): its part of every page
// (shell/src/page-document.ts) with the files its page names, which the API and the shell's server
// render write pages from. And the development server's index.html, written by the same writer.
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { require: tsxRequire } = require('tsx/cjs/api');
const { svgDataUri } = require('./svg-data-uri.cjs');

const NAME = 'ShellDocument';
const FILE = 'document.json';

const load = (file) => tsxRequire(file, __filename);

/** The shell's document without its files: its head's first tags, title, description and placeholder. */
function staticDocument(dir) {
  const { SHELL_PAGE } = load(path.join(dir, 'src', 'page-document.ts'));
  const { escapeHtml } = load(path.join(__dirname, '../shared-ui/src/routing/page-document.ts'));
  const meta = Object.entries(SHELL_PAGE.meta).map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}">`);
  const icon = `<link rel="icon" href="${escapeHtml(svgDataUri(path.join(dir, 'src', 'favicon.svg')))}">`;
  return {
    lang: SHELL_PAGE.lang,
    head: ['<meta charset="utf-8">', ...meta, icon].join(''),
    title: SHELL_PAGE.title,
    description: SHELL_PAGE.description,
    scripts: [],
    stylesheets: [],
    preloads: [],
    startBytes: 0,
    placeholder: SHELL_PAGE.placeholder,
  };
}

/** The HtmlWebpackPlugin options of the shell's page: the writer's page, which the plugin adds the files to. */
function shellPageOptions(dir) {
  const { writeDocument } = load(path.join(__dirname, '../shared-ui/src/routing/page-document.ts'));
  return { templateContent: () => writeDocument(staticDocument(dir), { preloads: [] }) };
}

/** What the page's inline scripts (config/inline-page-script.cjs) declare: the id of the list they read. */
function startScriptConstants() {
  const { PAGE_IDS, ENTRY_ASKED_MARK } = load(path.join(__dirname, '../shared-ui/src/routing/page-document.ts'));
  return { START_LIST_ID: PAGE_IDS.startList, ENTRY_ASKED_MARK };
}

/**
 * What `files` weigh as the site sends them: brotli at its highest quality, as the build's
 * compression writes them beside each file. A file the compilation does not have counts nothing.
 */
function sentBytes(compilation, publicPath, files) {
  return files.reduce((total, href) => {
    const asset = compilation.getAsset(href.startsWith(publicPath) ? href.slice(publicPath.length) : href);
    if (!asset) return total;
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY };
    return total + zlib.brotliCompressSync(asset.source.buffer(), { params }).length;
  }, 0);
}

class ShellDocument {
  /** @param {{ dir: string }} options the shell's folder */
  constructor({ dir }) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      // After the tags every plugin adds (config/preload-start-chunks.cjs), with their final names.
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap({ name: NAME, stage: 100 }, (data) => {
        const tags = [...data.headTags, ...data.bodyTags];
        const scripts = tags.filter((tag) => tag.tagName === 'script' && tag.attributes.src).map((tag) => tag.attributes.src);
        const preloads = tags.filter((tag) => tag.tagName === 'link' && tag.attributes.rel === 'preload' && tag.attributes.as === 'script').map((tag) => tag.attributes.href);
        const document = {
          ...staticDocument(this.dir),
          scripts,
          stylesheets: tags.filter((tag) => tag.tagName === 'link' && tag.attributes.rel === 'stylesheet').map((tag) => tag.attributes.href),
          preloads,
          // Compressing the development build's files on each rebuild would cost seconds: its
          // pages are drawn in the browser, which the start script's pacing does not concern.
          startBytes: compiler.options.mode === 'production' ? sentBytes(compilation, data.publicPath, [...scripts, ...preloads]) : 0,
        };
        compilation.emitAsset(FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify(document, null, 2)}\n`));
        return data;
      });
    });
  }
}

module.exports = { ShellDocument, shellPageOptions, startScriptConstants, SHELL_DOCUMENT_FILE: FILE };
