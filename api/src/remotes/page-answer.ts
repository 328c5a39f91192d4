import { pageChunkNames, type PageHead } from 'shared-ui/route-manifest';
import { findPage, NOT_FOUND_PATH, readsOf, recordReadOf } from 'shared-ui/route-table';
import type { PageMeta } from '../views/page-head.js';
import type { RouteTable } from './route-table-source.js';

/** The shell's session check, which every page starts with. */
export const SESSION_CHECK = '/api/tokens/access_token';

/** What the first HTML of a path says, from the remotes' route manifests. */
export interface PageAnswer {
  status: 200 | 404;
  /** The head written into the page; the shell's own when absent. */
  meta?: PageMeta;
  /** Crawlers are told not to index it: a 404 (a members' page seen without a session, as crawlers see it, among them), or a page reached by a one-time link. */
  noindex: boolean;
  /** The remote that draws the page (none for the shell's 404 page): the page starts loading it at once. */
  remote?: string;
  /**
   * The names its own chunks would have, if the remote fetches any apart (pageChunkNames: its
   * route's, and those of its path and the paths above it): loaded with the page.
   */
  pageChunks?: string[];
  /** The API reads the page starts with, the session check first, worth preloading with it. */
  reads: string[];
  /** The query parameters the page draws with, as its route declares them. */
  query?: string[];
}

/** A path the server sends elsewhere before drawing anything: the browser's own redirect of it, done at once. */
export interface PageRedirect {
  redirect: string;
}

/** One API record's `data`, or undefined when the API answers it with anything but 200. */
export type ReadRecord = (apiPath: string) => Promise<Record<string, unknown> | undefined>;

const NOT_FOUND_TITLE = 'Page not found';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A picture's absolute URL: the site's own paths are made absolute, https URLs kept. */
const absolute = (image: string | undefined, origin: string) => (image?.startsWith('/') ? `${origin}${image}` : image);

/** A public page's head, without the fields it does not have. */
function publicMeta(head: Partial<PageHead>, url: string, type: PageMeta['type'], origin: string): PageMeta | undefined {
  if (head.title === undefined) return undefined;
  const image = absolute(head.image, origin);
  return { title: head.title, ...(head.description ? { description: head.description } : {}), url, type, ...(image ? { image } : {}) };
}
/**
 * How the server answers a page path. A path no remote declares and a record the API does not
 * have are 404s with the 404 page and noindex; the record's remote draws that 404 page from the
 * API's answer, as the browser does. A known-pages route's unknown value (`/projects/BOGUS`) is
 * sent to the 404 page's address, as its remote sends it. A members' page asked without a session
 * cookie is what the shell's guard makes of it for a visitor: a redirect to the route's `redirect`,
 * else the 404 page. With a cookie it is a 200 drawn for its member, whose rights the shell's
 * guard checks. `member`: the username of the session's member, when known, for the reads that name it.
 */
export async function answerPage(
  table: RouteTable,
  pathname: string,
  { loggedIn, member, origin, readRecord }: { loggedIn: boolean; member?: string; origin: string; readRecord: ReadRecord },
): Promise<PageAnswer | PageRedirect> {
  const notFound: PageAnswer = { status: 404, meta: { title: NOT_FOUND_TITLE, noindex: true }, noindex: true, reads: [SESSION_CHECK] };
  const match = findPage(table.manifests, pathname);
  if (!match) return findPage(table.manifests, pathname, { anyValue: true }) ? { redirect: NOT_FOUND_PATH } : notFound;
  const { manifest, route } = match;
  // No session cookie: surely no member. The shell's guard would send them on or show the 404 page; so does the server, before any script.
  if (route.guard !== 'public' && !loggedIn) return route.redirect ? { redirect: route.redirect } : notFound;
  const noindex = route.noindex === true;
  const answer = {
    status: 200 as const,
    noindex,
    remote: manifest.remote,
    pageChunks: pageChunkNames(route.path, match.canonicalPath),
    reads: [SESSION_CHECK, ...readsOf(match, member)],
    ...(route.query ? { query: route.query } : {}),
  };
  const head = match.page?.head ?? route.head;
  if (route.guard !== 'public') return { ...answer, ...(head ? { meta: { title: head.title } } : {}) };
  const url = `${origin}${match.canonicalPath}`;
  const recordRead = recordReadOf(match);
  if (!recordRead) {
    const meta = publicMeta(head ?? {}, url, 'website', origin);
    return { ...answer, ...(meta ? { meta: { ...meta, ...(noindex ? { noindex } : {}) } } : {}) };
  }
  // The page draws the record (or, without one, the API's answer): the server draws it with it, the browser preloads it.
  answer.reads.push(recordRead);
  const record = await readRecord(recordRead);
  if (!record) return { ...answer, status: 404, meta: notFound.meta, noindex: true };
  const fromRecord = { title: text(record.title), description: text(record.description), image: text(record.image) };
  const meta = publicMeta(fromRecord.title !== undefined ? fromRecord : (head ?? {}), url, 'article', origin);
  return { ...answer, ...(meta ? { meta } : {}) };
}
