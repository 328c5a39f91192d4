import type { RouteManifest } from './route-manifest.js';

/**
 * The page protocol: what a page carries between the server that writes it and the shell that
 * takes it over, and the one writer of the page's document. The API (for a page the browser is to
 * draw) and the shell's server render (for a page it drew) both write pages with `writeDocument`,
 * from the shell's build's `document.json`; the shell reads them back by these ids. Plain data and
 * one function: it imports nothing, so the API and the build load it in Node.
 */

/** The elements a page carries for the shell, by id. */
export const PAGE_IDS = {
  /** What the app draws into (and, on a drawn page, hydrates). */
  root: 'root',
  /** The runtime config (JSON): which remotes, where, and their routes. */
  config: 'runtime-config',
  /** The reads a drawn page was drawn with (JSON): its first render in the browser uses the same. */
  reads: 'page-reads',
  /** A drawn page's scripts (JSON), started after its first paint. */
  startList: 'start-after-paint',
  /** A preview's bar, above the app. */
  previewBar: 'preview-bar',
} as const;

/** The User Timing mark a drawn page's entry script sets when it asks for the shell's entry. */
export const ENTRY_ASKED_MARK = 'lab:entry-asked';

/** On #root: the server drew the page, so the shell hydrates it. */
export const DRAWN_ATTRIBUTE = 'data-ssr';
/** On the runtime config: the remote the page needs first, which the shell starts loading at once. */
export const FIRST_REMOTE_ATTRIBUTE = 'data-first-remote';

/** What /remotes.json answers, and what every page carries inline so the shell need not ask. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** The map's tile URL template. */
  tileUrl: string;
  /** Federation name (mfe_<name>) → URL of its remoteEntry.js or mf-manifest.json. */
  remotes: Record<string, string>;
  /** Federation name → the registry's active version, which the shell names in its load-error reports. */
  versions: Record<string, number>;
  /** The remotes' route manifests, as the server checked them: the shell's routes, guards and menus. */
  routes: RouteManifest[];
  /** Remotes whose manifest cannot be read or is refused now (their last good one routes their pages). */
  unavailable: string[];
}

/** An API read a page is drawn with, as the visitor (or member) it is drawn for got it. */
export interface PageRead {
  status: number;
  body: unknown;
}

/** What the shell's build writes as `document.json`: what every page is made from. */
export interface ShellDocument {
  lang: string;
  /** The tags every page's head begins with (charset, viewport, colour scheme, icon), as the build wrote them. */
  head: string;
  /** The head of a page that has none of its own: the lab's name and description. */
  title: string;
  description: string;
  /** The shell's entry scripts, run in order. */
  scripts: string[];
  stylesheets: string[];
  /** The scripts its entry loads at once, fetched beside it. */
  preloads: string[];
  /** What the scripts and those preloads weigh as sent (brotli), in bytes: 0 when not known. */
  startBytes: number;
  /** What #root shows until the app draws (the site's bar, styled by the stylesheets). */
  placeholder: string;
}

/** A drawn page's scripts, as its start script reads them (PAGE_IDS.startList). */
export interface StartList {
  /** The shell's entry, run in order. */
  scripts: string[];
  /** The shell's chunks its entry loads at once, fetched beside it. */
  preloads: string[];
  /** The page's remote's files and the shared chunks they need, fetched to follow the shell's down the line. */
  pageFiles: string[];
  /** ShellDocument's startBytes: how long the line is busy with the shell's files. */
  startBytes: number;
}

/** A file the page fetches early, for a script, stylesheet or read that will ask for it. */
export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch';
  crossorigin?: 'anonymous' | 'use-credentials';
  /** Low: after what the first paint needs. */
  low?: boolean;
}

/** One page's part of its document, beside the shell's. */
export interface PageParts {
  /** Its head's tags (title, description, canonical link, Open Graph, robots), escaped by their writer; the shell's title and description when absent. */
  head?: string;
  /** Absent from the development server's page, whose shell asks for /remotes.json. */
  config?: RuntimeConfig;
  firstRemote?: string;
  preloads: Preload[];
  /** Above #root, outside what the app draws and hydrates: a preview's bar. */
  banner?: string;
}

/** What a page the server drew adds: its drawing, the reads it was drawn with, its remote's stylesheets and the start script. */
export interface DrawnParts {
  html: string;
  reads: Record<string, PageRead>;
  /** Its remote's stylesheets, inline (`<style>` elements). */
  styles: string;
  /** The start script (CSP-hashed), which holds early interactions and starts the scripts after the first paint. */
  startScript: string;
  /** The entry's script (CSP-hashed), at the end: asks for the shell's entry once the stylesheets have loaded. */
  entryScript: string;
}

/**
 * What the render process is asked to draw (the shell's server build's `render` takes it): what
 * the page's reader may read, a visitor's public data or, for a process that draws members'
 * pages only, that member's (their session's answer among the reads), and the document to draw
 * it into. No cookie, token or other secret ever crosses to that process.
 */
export interface RenderRequest {
  url: string;
  config: RuntimeConfig;
  reads: Record<string, PageRead>;
  /** Federation name → its server build's remoteEntry.js on this machine. */
  serverEntries: Record<string, string>;
  document: { shell: ShellDocument; page: PageParts; styles: string; startScript: string; entryScript: string };
}

/** What the render process loads before its first page (the shell's server build's `warm` takes it). */
export interface WarmRequest {
  /** Federation name → its server build's remoteEntry.js on this machine. */
  serverEntries: Record<string, string>;
  /** Federation name → where the browser loads it from: the remotes' pictures are named from there. */
  remotes: Record<string, string>;
}

/** Text for an attribute value or element content. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A JSON data block: `<` escaped, so no value can close the element. */
function dataBlock(id: string, value: unknown, attributes = ''): string {
  return `<script type="application/json" id="${id}"${attributes}>${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

function preloadTag({ href, as, crossorigin, low }: Preload): string {
  return `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${crossorigin ? ` crossorigin="${crossorigin}"` : ''}${low ? ' fetchpriority="low"' : ''}>`;
}

const stylesheets = (shell: ShellDocument) => shell.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');

function pageHead(shell: ShellDocument, page: PageParts): string {
  const first = page.firstRemote ? ` ${FIRST_REMOTE_ATTRIBUTE}="${escapeHtml(page.firstRemote)}"` : '';
  const config = page.config ? dataBlock(PAGE_IDS.config, page.config, first) : '';
  const head = page.head ?? `<title>${escapeHtml(shell.title)}</title><meta name="description" content="${escapeHtml(shell.description)}">`;
  return head + config;
}

/**
 * A page's whole document. One the browser draws names the shell's scripts and preloads what the
 * page will need. One the server drew (decision 0030) begins no request before its stylesheets have
 * loaded: its start script stands first in its head (a classic script after a stylesheet would
 * wait for it), and its scripts, the shell's and the page's, are listed at its end for that script
 * to start once the page has painted. The entry's script stands last, where waiting for the
 * stylesheets is its purpose (decision 0045).
 */
export function writeDocument(shell: ShellDocument, page: PageParts, drawn?: DrawnParts): string {
  const open = `<!doctype html><html lang="${escapeHtml(shell.lang)}"><head>${shell.head}`;
  const banner = page.banner ?? '';
  if (!drawn) {
    const scripts = shell.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`).join('');
    const preloads = [...shell.preloads.map((href): Preload => ({ href, as: 'script', low: true })), ...page.preloads].map(preloadTag).join('');
    return `${open}${scripts}${stylesheets(shell)}${pageHead(shell, page)}${preloads}</head><body>${banner}<div id="${PAGE_IDS.root}">${shell.placeholder}</div></body></html>`;
  }
  const pageFiles = page.preloads.filter((preload) => preload.as === 'script').map((preload) => preload.href);
  const list: StartList = { scripts: shell.scripts, preloads: shell.preloads, pageFiles, startBytes: shell.startBytes };
  const startList = dataBlock(PAGE_IDS.startList, list);
  const root = `<div id="${PAGE_IDS.root}" ${DRAWN_ATTRIBUTE}>${drawn.html}</div>${dataBlock(PAGE_IDS.reads, drawn.reads)}`;
  return `${open}<script>${drawn.startScript}</script>${stylesheets(shell)}${pageHead(shell, page)}${drawn.styles}</head><body>${banner}${root}${startList}<script>${drawn.entryScript}</script></body></html>`;
}
