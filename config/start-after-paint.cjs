// Emits the shell's `start-after-paint.js` (shell/src/start-after-paint.ts): a module of a few
// hundred bytes that the server writes into a drawn page instead of naming main.js. Not a webpack entry, which
// would carry webpack's and the federation's runtimes into the one script before the first paint.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { Compilation, sources } = require('webpack');

const NAME = 'StartAfterPaint';
const FILE = 'start-after-paint.js';

class StartAfterPaint {
  /** @param {{ source: string }} options the module's TypeScript file */
  constructor({ source }) {
    this.source = source;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.fileDependencies.add(this.source);
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { outputText } = ts.transpileModule(fs.readFileSync(this.source, 'utf8'), {
          compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020, removeComments: true },
          fileName: path.basename(this.source),
        });
        compilation.emitAsset(FILE, new sources.RawSource(outputText));
      });
    });
  }
}

module.exports = { StartAfterPaint, START_AFTER_PAINT_FILE: FILE };
