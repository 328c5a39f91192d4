// Each app's build writes `first-load.json`, which the server reads to preload, with a page, the
// files its remote's routes need: without it the browser learns of them only once the remote's
// entry has arrived and run, a round trip later (api/src/remotes/first-load-manifests.ts).
// - every app: the shared modules it provides, by share key, with their chunks' files (none when
//   built into main.js). The runtime loads the shell's copy where the shell provides one, the
//   first remote's otherwise (docs/architecture.md, "Module federation");
// - a remote: also its entry's file (for a remote configured by its mf-manifest.json), the files
//   of its `./routes` chunks and the share keys those consume, and the same for each page fetched
//   apart (`pages`, by its chunk's name: shared-ui/route-manifest's pageChunkName);
// - every app: for each shared module it provides whose chunks consume others, their share keys
//   (`provideConsumes`), which the runtime loads before that module runs.
// File names are relative to the app's entry (the shell's page, a remote's remoteEntry.js).
const { Compilation, sources } = require('webpack');

const NAME = 'FirstLoadManifest';
const ROUTES = './routes';

/** Every file of a chunk group's chunks. */
function filesOf(group) {
  return group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file)).sort();
}

/** The chunk groups of a shared module an app provides: none for one built into an initial chunk (eager). */
function providedGroups(compilation) {
  const { chunkGraph } = compilation;
  const groups = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    groups.set(module._name, module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean));
  }
  return groups;
}

/** The shared modules an app provides, by share key, with the files of each one's chunks. */
function provides(groups) {
  return Object.fromEntries([...groups].map(([key, found]) => [key, found.flatMap(filesOf)]));
}

/**
 * The other shared modules each provided one's chunks consume, by share key (those that consume
 * any): shared-ui/overlays' dialog brings shared-ui/widgets' alert, which the runtime loads with it.
 */
function provideConsumes(compilation, groups) {
  const consumed = {};
  for (const [key, found] of groups) {
    const keys = [...new Set(found.flatMap((group) => consumesOf(compilation.chunkGraph, group)))].filter((other) => other !== key).sort();
    if (keys.length > 0) consumed[key] = keys;
  }
  return consumed;
}

/** The share keys a chunk group's chunks consume. */
function consumesOf(chunkGraph, group) {
  const consumes = new Set();
  for (const chunk of group.chunks) {
    for (const consumer of chunkGraph.getChunkModulesIterable(chunk)) {
      if (consumer.type === 'consume-shared-module') consumes.add(consumer.options.shareKey);
    }
  }
  return [...consumes].sort();
}

/** Each page fetched apart, by its chunk's name: its own files and the share keys they consume. */
function pages(compilation) {
  const found = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (name.startsWith('page-')) found[name] = { files: filesOf(group).filter((file) => file.endsWith('.js')), consumes: consumesOf(compilation.chunkGraph, group) };
  }
  return found;
}

/** The files of a remote's `./routes` chunks and the share keys those chunks consume. */
function routes(compilation) {
  const { chunkGraph } = compilation;
  for (const module of compilation.modules) {
    // @module-federation/enhanced's container entry (a class of its own, not webpack's).
    if (!module.identifier().startsWith('container entry')) continue;
    const block = module.blocks.find((candidate) => candidate.dependencies.some((dependency) => dependency.exposedName === ROUTES));
    const group = block && chunkGraph.getBlockChunkGroup(block);
    if (!group) break;
    const entry = [...chunkGraph.getModuleChunks(module)].flatMap((chunk) => [...chunk.files]).find((file) => file.endsWith('.js'));
    return { entry, routes: filesOf(group), consumes: consumesOf(chunkGraph, group) };
  }
  throw new Error(`${NAME}: the remote exposes no ${ROUTES}`);
}

/**
 * Every stylesheet of a remote, its lazy pages' included: a page the server drew holds them, so
 * its content is styled from its first paint, before any script has run.
 */
function styles(compilation) {
  return Object.keys(compilation.assets).filter((file) => file.endsWith('.css')).sort();
}

class FirstLoadManifest {
  /** @param {{ host: boolean }} options the shell (host) or a remote */
  constructor({ host }) {
    this.host = host;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Before the content hashes are final: webpack rewrites the names in this file with them.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const groups = providedGroups(compilation);
        const manifest = {
          ...(this.host ? {} : { ...routes(compilation), pages: pages(compilation), styles: styles(compilation) }),
          provides: provides(groups),
          provideConsumes: provideConsumes(compilation, groups),
        };
        compilation.emitAsset('first-load.json', new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

module.exports = { FirstLoadManifest };
