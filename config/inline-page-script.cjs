// Emits a script that the server writes into each page it drew, whole, instead of naming it: the
// shell's `start-after-paint.js` (a few kilobytes at the head of the page: its early interactions,
// shell/src/early-interactions.ts, the entry asked for at its first frame and the start of its
// scripts after its first paint, shell/src/start-after-paint.ts) and `fetch-entry-after-styles.js`
// (at its end, the entry asked for once the stylesheets have loaded, if the head's copy of
// shell/src/fetch-entry-after-styles.ts has not). Each source in a scope of its own, as one
// classic script, which runs where it stands. Not webpack entries, which would carry webpack's
// and the federation's runtimes into them, before the first paint.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { Compilation, sources } = require('webpack');

const NAME = 'InlinePageScript';

/** A module's code as a script's: its empty `export {}` (which only made it a module to TypeScript) goes. */
function classicScript(source) {
  const { outputText } = ts.transpileModule(fs.readFileSync(source, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020, removeComments: true },
    fileName: path.basename(source),
  });
  const code = outputText.replace(/^export \{\};\s*$/m, '');
  if (/^\s*(import|export)\b/m.test(code)) throw new Error(`${source}: a page's inline script is written into pages whole, and may not import or export`);
  return code;
}

class InlinePageScript {
  /**
   * @param {{ file: string, sources: string[], constants?: Record<string, unknown> }} options the
   * asset's name; the TypeScript files, each a module without imports; and the values they
   * `declare` (the page protocol's ids), given to each as a constant
   */
  constructor({ file, sources: files, constants = {} }) {
    this.file = file;
    this.sources = files;
    this.constants = constants;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      for (const source of this.sources) compilation.fileDependencies.add(source);
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const constants = Object.entries(this.constants).map(([name, value]) => `const ${name} = ${JSON.stringify(value)};\n`).join('');
        const scopes = this.sources.map((source) => `(() => {\n${constants}${classicScript(source)}})();\n`);
        compilation.emitAsset(this.file, new sources.RawSource(scopes.join('')));
      });
    });
  }
}

module.exports = { InlinePageScript };
