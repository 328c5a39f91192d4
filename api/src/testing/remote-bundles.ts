import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';
import type { RouteManifest } from 'shared-ui/route-manifest';
import { REMOTE_PACKAGES } from '../config.js';
import { writeRouteManifests } from './route-manifests.js';

/** The shell's shared modules as its build lists them (react 19, shared-ui 0.0.0, singletons). */
export const SHELL_SHARED = [
  { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.2.0' },
  { name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.2.0' },
  { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'shared-ui', version: '0.0.0', singleton: true, requiredVersion: '^0.0.0' },
  { name: 'shared-ui/router', version: '0.0.0', singleton: true, requiredVersion: '^0.0.0' },
  { name: 'formik', version: '2.4.9', singleton: false, requiredVersion: '^2.4.6' },
];

/** Every remote at its usual place, as a server without REMOTE_<NAME>_URL has them. */
export const ALL_REMOTES = Object.fromEntries(REMOTE_PACKAGES.map((pkg) => [pkg.replace(/-/g, '_'), `/remotes/${pkg}/remoteEntry.js`]));

/**
 * A built site's folder as the registry reads it: the shell's mf-manifest.json and every remote's
 * real route manifest in its dist/ (version 1 of each).
 */
export async function siteFolder(): Promise<string> {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-registry-site-'));
  fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: SHELL_SHARED }));
  await writeRouteManifests(webRoot);
  return webRoot;
}

/** A remote's mf-manifest.json as its build writes it. */
export function federationManifest(remote: string) {
  return {
    id: remote,
    name: remote,
    metaData: { name: remote, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, globalName: remote, routeManifest: 'route-manifest.json', publicPath: 'auto' },
    shared: SHELL_SHARED.map((module) => ({ ...module, singleton: module.singleton ?? false })),
    exposes: [{ id: `${remote}:routes`, name: 'routes', path: './routes', assets: { js: { sync: ['routes.0123456789.js'], async: [] }, css: { sync: [], async: [] } } }],
  };
}

/**
 * A remote's remoteEntry.js as @module-federation/enhanced 2.9.2 builds it (minified), cut down to
 * what makes it the container: the global of its name, and the map of its exposed modules.
 */
export function containerEntry(remote: string, exposes = ['./routes']): string {
  const modules = exposes.map((expose) => `${JSON.stringify(expose)}:()=>Promise.all([t.e(257),t.e(548)]).then(()=>()=>t(1831))`).join(',');
  return (
    `var ${remote};(()=>{"use strict";var e={4783(e,r,t){var n={${modules}},o=(e,r)=>(t.R=r,r=t.o(n,e)?n[e]():Promise.resolve().then(()=>{throw new Error('Module "'+e+'" does not exist in container.')}),t.R=void 0,r),` +
    `a=(e,r,n)=>t.federation.bundlerRuntime.initContainerEntry({webpackRequire:t,shareScope:e,initScope:r,remoteEntryInitOptions:n,shareScopeKey:"default"});t.d(r,{get:()=>o,init:()=>a})}},r={};` +
    `function t(o){var n=r[o];if(void 0!==n)return n.exports;var a=r[o]={exports:{}};return e[o](a,a.exports,t),a.exports}let a=t(4783);${remote}=a})();
//# sourceMappingURL=remoteEntry.js.map`
  );
}

/** The timeline's pages, with one page of a new version's own. */
export function timelineRoutes(extraPath = '/timeline/stats'): RouteManifest {
  return {
    schemaVersion: 1,
    remote: 'mfe_timeline',
    area: 'timeline',
    routes: [
      { path: '/timeline', guard: 'member', head: { title: 'Timeline' } },
      { path: extraPath, guard: 'member', head: { title: 'Timeline statistics' } },
    ],
    menus: [{ menu: 'account', label: 'Timeline', to: '/timeline', order: 30 }],
  };
}

export interface BundleOptions {
  manifest?: (manifest: ReturnType<typeof federationManifest>) => unknown;
  routes?: RouteManifest;
  /** More files, or files in place of the usual ones. */
  files?: Record<string, string | Buffer>;
}

/** The files of a built mfe-timeline, changed as a test needs. */
export function timelineFiles(options: BundleOptions = {}): Record<string, string | Buffer> {
  const manifest = federationManifest('mfe_timeline');
  return {
    'mf-manifest.json': JSON.stringify(options.manifest ? options.manifest(manifest) : manifest),
    'remoteEntry.js': containerEntry('mfe_timeline'),
    'route-manifest.json': JSON.stringify(options.routes ?? timelineRoutes()),
    'first-load.json': JSON.stringify({ entry: 'remoteEntry.js', routes: ['routes.0123456789.js'], consumes: [], provides: {} }),
    'routes.0123456789.js': 'console.log("routes");',
    ...options.files,
  };
}

type RawEntry = { name: string; type: 'file' | 'directory' | 'symlink' | 'link' | 'character-device' | 'fifo'; content?: string; linkname?: string };

/** A .tar.gz of these entries, however odd (links, devices, `..`): what a team, or an attacker, may upload. */
export function tarGz(entries: RawEntry[]): Promise<Buffer> {
  const tarball = pack();
  const chunks: Buffer[] = [];
  tarball.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
  const done = new Promise<Buffer>((resolve, reject) => {
    tarball.on('end', () => resolve(gzipSync(Buffer.concat(chunks))));
    tarball.on('error', reject);
  });
  for (const entry of entries) {
    const { content, ...header } = entry;
    if (entry.type === 'file') tarball.entry(header, content ?? '');
    else tarball.entry(header);
  }
  tarball.finalize();
  return done;
}

/** A bundle of a built mfe-timeline, as the deploy command packs it. */
export function timelineBundle(options: BundleOptions = {}): Promise<Buffer> {
  return tarGz(Object.entries(timelineFiles(options)).map(([name, content]) => ({ name, type: 'file' as const, content: content.toString() })));
}
