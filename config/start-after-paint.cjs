// Emits the shell's `start-after-paint.js`: the script of a few kilobytes that the server writes
// into a drawn page's head instead of naming main.js. It holds the page's early interactions
// (shell/src/early-interactions.ts) and starts its scripts after its first paint
// (shell/src/start-after-paint.ts): each source in a scope of its own, as one classic script, which
// runs where it stands, before the page below it paints. Not a webpack entry, which would carry
// webpack's and the federation's runtimes into the one script before the first paint.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { Compilation, sources } = require('webpack');

const NAME = 'StartAfterPaint';
const FILE = 'start-after-paint.js';

/** A module's code as a script's: its empty `export {}` (which only made it a module to TypeScript) goes. */
function classicScript(source) {
  const { outputText } = ts.transpileModule(fs.readFileSync(source, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020, removeComments: true },
    fileName: path.basename(source),
  });
  const code = outputText.replace(/^export \{\};\s*$/m, '');
  if (/^\s*(import|export)\b/m.test(code)) throw new Error(`${source}: the start script is written into pages whole, and may not import or export`);
  return code;
}

class StartAfterPaint {
  /**
   * @param {{ files: string[], constants?: Record<string, unknown> }} options the TypeScript files,
   * each a module without imports, and the values they `declare` (the page protocol's ids), given
   * to each as a constant
   */
  constructor({ files, constants = {} }) {
    this.files = files;
    this.constants = constants;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      for (const source of this.files) compilation.fileDependencies.add(source);
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const constants = Object.entries(this.constants).map(([name, value]) => `const ${name} = ${JSON.stringify(value)};\n`).join('');
        const scopes = this.files.map((source) => `(() => {\n${constants}${classicScript(source)}})();\n`);
        compilation.emitAsset(FILE, new sources.RawSource(scopes.join('')));
      });
    });
  }
}

module.exports = { StartAfterPaint, START_AFTER_PAINT_FILE: FILE };
