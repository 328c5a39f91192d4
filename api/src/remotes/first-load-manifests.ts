import fs from 'node:fs';
import path from 'node:path';
import { besideEntry, remoteFileReader, type VersionFolder } from '../registry/manifests/read-remote-file.js';

/**
 * What every app's build writes beside its entry as first-load.json
 * (config/first-load-manifest.cjs): the shared modules it provides, with their chunks' files,
 * and for a remote the files of its routes and the shared modules those consume.
 */
export interface FirstLoadManifest {
  /** A remote's entry (remoteEntry.js), beside this file. */
  entry?: string;
  routes: string[];
  /** Every stylesheet of a remote: what a page the server drew holds (render/inline-styles.ts). */
  styles: string[];
  consumes: string[];
  /** Each chunk fetched apart for a page, by its name (pageChunkName): its own scripts and the shared modules they consume. */
  pages: Record<string, FirstLoadPage>;
  provides: Record<string, string[]>;
  /** For a provided shared module whose chunks consume other shared modules, their share keys: the runtime loads those first. */
  provideConsumes: Record<string, string[]>;
}

export interface FirstLoadPage {
  files: string[];
  consumes: string[];
}

export const MANIFEST_FILE = 'first-load.json';
/** How long a manifest is used before it is read again: a redeployed remote's files are renamed. */
export const MANIFEST_TTL_MS = 10_000;

// A built file's name beside its entry: no path, nothing a tag could be bent with.
const FILE = /^[\w.-]+\.(js|css)$/;
const SHARE_KEY = /^[@\w./-]{1,200}$/;

const isFileList = (value: unknown): value is string[] => Array.isArray(value) && value.every((file) => typeof file === 'string' && FILE.test(file));
const isShareKeys = (value: unknown): value is string[] => Array.isArray(value) && value.every((key) => typeof key === 'string' && SHARE_KEY.test(key));
const PAGE_CHUNK = /^page-[\w-]{0,200}$/;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The pages of a manifest, or undefined if they are not as the build writes them. */
function parsePages(value: unknown): Record<string, FirstLoadPage> | undefined {
  if (!isRecord(value)) return undefined;
  const pages: Record<string, FirstLoadPage> = {};
  for (const [name, page] of Object.entries(value)) {
    if (!PAGE_CHUNK.test(name) || !isRecord(page) || !isFileList(page.files) || !isShareKeys(page.consumes)) return undefined;
    pages[name] = { files: page.files, consumes: page.consumes };
  }
  return pages;
}

/** Share keys by share key, or undefined if they are not as the build writes them. */
function parseShareKeyLists(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value);
  return entries.every(([key, keys]) => SHARE_KEY.test(key) && isShareKeys(keys)) ? (Object.fromEntries(entries) as Record<string, string[]>) : undefined;
}

/** A manifest as read, or undefined if it is not one: it comes from another team's deploy. */
export function parseManifest(value: unknown): FirstLoadManifest | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  // provideConsumes: absent from manifests built before it was written.
  const { entry, routes = [], styles = [], consumes = [], provides = {}, provideConsumes = {} } = value as Record<string, unknown>;
  if (entry !== undefined && !(typeof entry === 'string' && FILE.test(entry))) return undefined;
  if (!isFileList(routes) || !isFileList(styles)) return undefined;
  if (!isShareKeys(consumes)) return undefined;
  const pages = parsePages((value as Record<string, unknown>).pages ?? {});
  if (!pages) return undefined;
  if (typeof provides !== 'object' || provides === null || Array.isArray(provides)) return undefined;
  const entries = Object.entries(provides);
  if (!entries.every(([key, files]) => SHARE_KEY.test(key) && isFileList(files))) return undefined;
  const consumedByProvides = parseShareKeyLists(provideConsumes);
  if (!consumedByProvides) return undefined;
  return { ...(entry === undefined ? {} : { entry }), routes, styles, consumes, pages, provides: Object.fromEntries(entries), provideConsumes: consumedByProvides };
}

/** Whether a remote is configured by its mf-manifest.json (the federation runtime reads its entry there) rather than its entry. */
export const isManifestUrl = (url: string) => /\.json(?:$|[?#])/i.test(url);

/**
 * The files the page's remote needs before it can draw: its entry when the page names the
 * remote's mf-manifest.json (the runtime learns of the entry only from the manifest, a round trip
 * later), its routes' chunks, the page's own chunks where the remote fetches any apart
 * (`pageChunks`: the names they would have, shared-ui's pageChunkNames), and for each shared
 * module they consume, the copy the runtime will load: the shell's where the shell provides it
 * (none when built into main.js), the remote's own otherwise, and in turn the shared modules that
 * copy's chunks consume. Without the shell's manifest, only
 * the remote's chunks: a guess at the shared ones could double what the page downloads.
 */
export function firstLoadFiles(shell: FirstLoadManifest | undefined, remote: FirstLoadManifest, entryUrl: string, pageChunks: readonly string[] = []): string[] {
  const entry = isManifestUrl(entryUrl) && remote.entry ? [remote.entry] : [];
  // Own properties only: a chunk name is made of the visited path.
  const pages = pageChunks.filter((name) => Object.hasOwn(remote.pages, name)).map((name) => remote.pages[name]!);
  const files = [...entry, ...remote.routes, ...pages.flatMap((page) => page.files)].map((file) => besideEntry(entryUrl, file));
  if (shell) {
    const keys = new Set([...remote.consumes, ...pages.flatMap((page) => page.consumes)]);
    // A Set visited in order takes in the keys added while it is walked.
    for (const key of keys) {
      const fromShell = shell.provides[key] !== undefined;
      const copy = fromShell ? shell : remote;
      files.push(...(copy.provides[key] ?? []).map((file) => (fromShell ? `/${file}` : besideEntry(entryUrl, file))));
      for (const next of copy.provideConsumes[key] ?? []) keys.add(next);
    }
  }
  return [...new Set(files)];
}

type Read = (url: string) => Promise<unknown>;

/** The largest first-load.json read: a remote's lists a few dozen files. */
export const MAX_FIRST_LOAD_BYTES = 64 * 1024;

/**
 * Reads a manifest by its URL: the shell's at `/first-load.json` from its build folder, a
 * remote's as any file a remote publishes (remoteFileReader: this site's build folder or HTTP,
 * size-limited, no redirects, within its timeout).
 */
export function manifestReader(webRoot: string, remotePackages: readonly string[], versionFolder?: VersionFolder): Read {
  const readRemoteFile = remoteFileReader(webRoot, remotePackages, MAX_FIRST_LOAD_BYTES, versionFolder);
  return async (url) => {
    const text = url === `/${MANIFEST_FILE}` ? await fs.promises.readFile(path.join(webRoot, 'shell', 'dist', MANIFEST_FILE), 'utf8') : await readRemoteFile(url);
    return JSON.parse(text);
  };
}

/**
 * The manifests, each read again in the background once older than `ttlMs`; a page never waits
 * for one. One that cannot be read counts as none (the page preloads the entry alone) until a
 * later read succeeds.
 */
export function manifestCache(read: Read, { ttlMs = MANIFEST_TTL_MS, now = Date.now } = {}) {
  const entries = new Map<string, { manifest?: FirstLoadManifest; readAt: number; reading?: Promise<void> }>();

  function refresh(url: string): Promise<void> {
    const entry = entries.get(url) ?? { readAt: -Infinity };
    entries.set(url, entry);
    entry.reading ??= read(url)
      .then(
        (value) => {
          entry.manifest = parseManifest(value);
        },
        () => {
          entry.manifest = undefined;
        },
      )
      .finally(() => {
        entry.readAt = now();
        entry.reading = undefined;
      });
    return entry.reading;
  }

  return {
    /** Reads these manifests now (at start, so the first pages have them). */
    async load(urls: string[]): Promise<void> {
      await Promise.all(urls.map(refresh));
    },
    /** The manifest at `url` as last read, reading it again in the background when stale. */
    get(url: string): FirstLoadManifest | undefined {
      const entry = entries.get(url);
      if (!entry || now() - entry.readAt >= ttlMs) void refresh(url);
      return entry?.manifest;
    },
  };
}

/** The URL of the manifest beside an app's entry. */
export const manifestUrlBeside = (entryUrl: string) => besideEntry(entryUrl, MANIFEST_FILE);
