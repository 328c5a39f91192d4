// The shell's page names every file its start needs beyond main.js, scripts as preloads and styles
// as stylesheets: the chunks of `import('./bootstrap')` and of the shared modules the shell
// provides to itself and does not build into main.js (federation.cjs, SHELL_START). Without them
// the browser learns of those files only once main.js has arrived and run: one round trip more
// before anything paints. The shell's own files only: the server adds preloads of the entry of
// the page's remote and of what its routes need (api/src/remotes/first-load-tags.ts).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartChunks';

/**
 * The chunks a chunk group needs at once: its own, and for each shared module they consume, the
 * chunks of the copy the shell provides (the runtime loads that one, not the consumer's fallback).
 */
function startChunks(compilation, group) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(`${module._shareScope}|${module._name}`, module);
  }
  const chunks = new Set();
  const groups = [group];
  const seen = new Set();
  while (groups.length > 0) {
    const current = groups.pop();
    if (seen.has(current)) continue;
    seen.add(current);
    for (const chunk of current.chunks) {
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const { shareScope, shareKey } = module.options;
        const provider = provided.get(`${[].concat(shareScope).join('|')}|${shareKey}`);
        if (!provider) throw new Error(`${NAME}: the shell consumes ${shareKey} but does not provide it`);
        for (const block of provider.blocks) {
          const chunkGroup = chunkGraph.getBlockChunkGroup(block);
          if (chunkGroup) groups.push(chunkGroup);
        }
      }
    }
  }
  return chunks;
}

class PreloadStartChunks {
  /** @param {string} chunkName the webpackChunkName of the entry's first dynamic import */
  constructor(chunkName) {
    this.chunkName = chunkName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const group = compilation.namedChunkGroups.get(this.chunkName);
        if (!group) throw new Error(`${NAME}: no chunk group named ${this.chunkName}`);
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
        const files = new Set();
        for (const chunk of startChunks(compilation, group)) for (const file of chunk.files) files.add(file);
        // The stylesheets, in the order webpack would add them, as stylesheets: the page's first
        // paint (the bar in index.html) is styled, and webpack's CSS loading finds them there
        // instead of adding them again.
        const stylesheets = [...files]
          .filter((file) => file.endsWith('.css'))
          .map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: `${publicPath}${file}` }));
        const scripts = [...files]
          .filter((file) => file.endsWith('.js'))
          .sort()
          // Low, as main.js (a deferred script) is: they run after it, and the stylesheets the
          // first paint waits for come first.
          .map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', href: `${publicPath}${file}`, as: 'script', fetchpriority: 'low' }));
        data.headTags.push(...stylesheets, ...scripts);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartChunks };
