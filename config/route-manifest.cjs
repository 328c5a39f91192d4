// A remote's route manifest, from its one list of routes (src/routes.ts, without the pages' code):
// checked against shared-ui's schema at build time and published beside its entry as
// route-manifest.json, which the API reads.
const path = require('node:path');
const Ajv = require('ajv');
const { require: tsxRequire } = require('tsx/cjs/api');

const ROUTING = path.join(__dirname, '../shared-ui/src/routing');
const FILE = 'route-manifest.json';
const NAME = 'RouteManifest';

/** The manifest's module is TypeScript; the build runs in Node, so tsx evaluates it. */
const load = (file) => tsxRequire(file, __filename);

let checker;
function check() {
  if (!checker) {
    const { RouteManifestSchema, MAX_ROUTE_MANIFEST_BYTES, manifestOf, pageChunkName } = load(path.join(ROUTING, 'route-manifest.ts'));
    const { manifestProblems } = load(path.join(ROUTING, 'route-table.ts'));
    const validate = new Ajv({ allErrors: true }).compile(RouteManifestSchema);
    checker = { validate, manifestProblems, maxBytes: MAX_ROUTE_MANIFEST_BYTES, manifestOf, pageChunkName };
  }
  return checker;
}

/** Every problem with `manifest` as sentences, or none: the schema's first, then the rest. */
function problemsOf(manifest, federationName) {
  const { validate, manifestProblems, maxBytes } = check();
  if (!validate(manifest)) return validate.errors.map((error) => `${error.instancePath || '(the manifest)'} ${error.message}`);
  const size = Buffer.byteLength(JSON.stringify(manifest));
  const problems = manifestProblems(manifest, federationName);
  if (size > maxBytes) problems.push(`It is ${size} bytes; the API reads at most ${maxBytes}.`);
  return problems;
}

/**
 * Where a remote's pages and its page chunks disagree: a lazy route whose import does not name its
 * chunk (pageChunkName in shared-ui/route-manifest) would load late, after the remote's code, and
 * a page chunk that neither a lazy route's path nor a known page's gives its name would never be
 * preloaded.
 */
function pageChunkProblems(compilation, list) {
  const { pageChunkName } = check();
  const lazy = new Map(list.routes.filter((route) => route.lazy).map((route) => [pageChunkName(route.path), route.path]));
  const known = new Set(list.routes.flatMap((route) => route.pages ?? []).map((page) => pageChunkName(page.path)));
  const chunks = [...compilation.namedChunkGroups.keys()].filter((name) => name.startsWith('page-'));
  return [
    ...[...lazy].filter(([name]) => !chunks.includes(name)).map(([name, path]) => `${path} is lazy, but no import names its chunk "${name}" (webpackChunkName).`),
    ...chunks
      .filter((name) => !lazy.has(name) && !known.has(name))
      .map((name) => `The chunk "${name}" is named as a page's, but neither a lazy route's path nor a known page's gives that name.`),
  ];
}

class RouteManifestPlugin {
  /** @param {{ dir: string, federationName: string }} options */
  constructor(options) {
    this.source = path.join(options.dir, 'src', 'routes.ts');
    this.federationName = options.federationName;
  }

  apply(compiler) {
    const { WebpackError, sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.source);
        let list;
        let manifest;
        try {
          list = load(this.source).default;
          manifest = check().manifestOf(list);
        } catch (error) {
          compilation.errors.push(new WebpackError(`${this.source}: cannot be evaluated: ${error.message}`));
          return;
        }
        const problems = [...problemsOf(manifest, this.federationName), ...pageChunkProblems(compilation, list)];
        if (problems.length > 0) {
          compilation.errors.push(new WebpackError(`${this.source} is not a valid route manifest:\n  ${problems.join('\n  ')}`));
          return;
        }
        compilation.emitAsset(FILE, new sources.RawSource(JSON.stringify(manifest)));
      });
    });
  }
}

module.exports = { RouteManifestPlugin, ROUTE_MANIFEST_FILE: FILE, problemsOf };
