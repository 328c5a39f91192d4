// V8's explicit compile hint: a script that starts with this comment has every function compiled
// while it downloads, on a background thread, instead of each on the main thread the first time
// it runs. The shell's main.js (React DOM, the router, the federation runtime) and its bootstrap
// chunk (the store, the app) are run almost whole before a drawn page is hydrated: on a phone
// (CPU × 4) the hint took some 60-100 ms off first paint → hydrated for main.js, and the bootstrap
// chunk's run from about 75 ms to 57 (bench/README.md). Not the remotes' page chunks: no change
// beyond the noise there. Browsers without the hint read a comment.
const { Compilation, sources } = require('webpack');

const NAME = 'CompileHints';
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHints {
  /** @param {{ chunks: string[] }} options the names of the chunks whose scripts are hinted */
  constructor({ chunks }) {
    this.chunks = new Set(chunks);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minification (which would drop the comment), before the source maps are written
      // (which then count the added line) and the files compressed.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!this.chunks.has(chunk.name)) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
          }
        }
      });
    });
  }
}

module.exports = { CompileHints, HINT };
