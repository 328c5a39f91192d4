import type { ComponentType } from 'react';
import { Type, type Static } from 'typebox';

/**
 * What a remote publishes about its pages: the one schema of the route manifest. The remote's
 * build checks its own manifest against it, the API checks every manifest it reads (another
 * team's file) before it uses one, and the shell and the remotes are typed by it. It is plain
 * data: it imports nothing, so the build and the API can load it in Node.
 */

/** A path pattern of the site: static segments, `:param` segments, and a closing `/*`. */
const PATTERN = '^/(?:(?:[A-Za-z0-9_.~%-]+|:[A-Za-z][A-Za-z0-9_]*)(?:/(?:[A-Za-z0-9_.~%-]+|:[A-Za-z][A-Za-z0-9_]*))*)?(?:/\\*)?$';
/** A concrete path of the site (no parameters), encoded as in a link (`/projects/Coding%20Team`). */
const CONCRETE = '^/(?:[A-Za-z0-9_.~%-]+(?:/[A-Za-z0-9_.~%-]+)*)?$';
// A segment of an API read's path: never `.` or `..`, which would climb out of the path it names.
const READ_SEGMENT = '(?:(?!\\.{1,2}(?:[/?]|$))[A-Za-z0-9_.~%-]+|:[A-Za-z][A-Za-z0-9_]*)';
/**
 * An API read: a path under /api/, with `:param` segments taken from the page's path, and a query
 * of fixed values if the page asks with one (the first page of a paged list, `?page=1&pageSize=50`).
 */
const API_READ = `^/api/${READ_SEGMENT}(?:/${READ_SEGMENT})*(?:\\?[A-Za-z0-9_.~%-]+=[A-Za-z0-9_.~%-]*(?:&[A-Za-z0-9_.~%-]+=[A-Za-z0-9_.~%-]*)*)?$`;
/** A picture for link previews: a path of the site or an https URL. */
const IMAGE = '^(?:/[^\\s"<>]*|https://[^\\s"<>]+)$';

const strict = { additionalProperties: false } as const;

export const GuardSchema = Type.Union([Type.Literal('public'), Type.Literal('member'), Type.Literal('admin')]);

export const PageHeadSchema = Type.Object(
  {
    /** The page's own title; the tab shows "<title> | <lab name>" (the home page: '', the name alone). */
    title: Type.String({ maxLength: 120 }),
    description: Type.Optional(Type.String({ maxLength: 320 })),
    image: Type.Optional(Type.String({ pattern: IMAGE, maxLength: 500 })),
  },
  strict,
);

/** One page of a pattern with parameters, known in advance (a project's page). */
export const KnownPageSchema = Type.Object(
  {
    path: Type.String({ pattern: CONCRETE, maxLength: 200 }),
    head: Type.Optional(PageHeadSchema),
    sitemap: Type.Optional(Type.Boolean()),
  },
  strict,
);

export const RouteSchema = Type.Object(
  {
    path: Type.String({ pattern: PATTERN, maxLength: 200 }),
    guard: GuardSchema,
    /** Where a visitor who may not see the page goes; the error page when absent. */
    redirect: Type.Optional(Type.String({ pattern: CONCRETE, maxLength: 200 })),
    head: Type.Optional(PageHeadSchema),
    /** Listed in sitemap.xml (a public page without parameters, or each of its known pages). */
    sitemap: Type.Optional(Type.Boolean()),
    /** Crawlers are told not to index it, though anyone may open it (a page reached by a one-time link). */
    noindex: Type.Optional(Type.Boolean()),
    /**
     * The query parameters the page draws with (`?project=NOVA`): the only part of the address
     * besides the path that the server's render of the page is given. Any other parameter, a
     * reset link's token say, stays in the visitor's browser.
     */
    query: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,39}$' }), { maxItems: 8 })),
    /**
     * API reads the page makes as it starts, worth preloading with its HTML, and which the server
     * draws it with; `:me` stands for the username of the member it is drawn for.
     */
    reads: Type.Optional(Type.Array(Type.String({ pattern: API_READ, maxLength: 200 }), { maxItems: 8 })),
    /** For a pattern with parameters: its only pages. Any other value is no page: sent to the 404 page (NOT_FOUND_PATH). */
    pages: Type.Optional(Type.Array(KnownPageSchema, { maxItems: 200 })),
    /**
     * For a pattern whose pages are API records: `read` answers one (a 404 there is a 404 page; its
     * `data.title`, `data.description` and `data.image` make the head), `list` answers them all
     * (`data[]._id`, and `updatedAt` for the sitemap).
     */
    record: Type.Optional(
      Type.Object(
        {
          read: Type.String({ pattern: API_READ, maxLength: 200 }),
          list: Type.Optional(Type.String({ pattern: API_READ, maxLength: 200 })),
        },
        strict,
      ),
    ),
  },
  strict,
);

export const MenuNameSchema = Type.Union([
  /** The top bar; below 1024 px its entries are in the drawer. */
  Type.Literal('bar'),
  /** The drawer only. */
  Type.Literal('drawer'),
  /** The account menu: logged-in members only. */
  Type.Literal('account'),
  /** The footer's quick links. */
  Type.Literal('footer'),
]);

export const MenuEntrySchema = Type.Object(
  {
    menu: MenuNameSchema,
    /** The dropdown of the bar (or drawer) this entry is in, by its title; a top-level link when absent. */
    dropdown: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    label: Type.String({ minLength: 1, maxLength: 60 }),
    to: Type.String({ pattern: CONCRETE, maxLength: 200 }),
    /** Place among every remote's entries of the same menu (a dropdown sits where its first entry does). */
    order: Type.Integer({ minimum: 0, maximum: 100000 }),
    adminOnly: Type.Optional(Type.Boolean()),
    /** A divider line before the entry (in a dropdown or the account menu). */
    dividerBefore: Type.Optional(Type.Boolean()),
  },
  strict,
);

export const RouteManifestSchema = Type.Object(
  {
    schemaVersion: Type.Literal(1),
    /** The remote's federation name (mfe_<name> for the package mfe-<name>). */
    remote: Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$' }),
    /** What its area is called when it cannot be loaded ("the timeline"). */
    area: Type.String({ minLength: 1, maxLength: 60 }),
    routes: Type.Array(RouteSchema, { minItems: 1, maxItems: 100 }),
    menus: Type.Array(MenuEntrySchema, { maxItems: 100 }),
  },
  strict,
);

export type Guard = Static<typeof GuardSchema>;
export type PageHead = Static<typeof PageHeadSchema>;
export type KnownPage = Static<typeof KnownPageSchema>;
export type RouteEntry = Static<typeof RouteSchema>;
export type MenuName = Static<typeof MenuNameSchema>;
export type MenuEntry = Static<typeof MenuEntrySchema>;
export type RouteManifest = Static<typeof RouteManifestSchema>;

/** The largest manifest the API reads, in bytes: a remote's manifest is a few kilobytes. */
export const MAX_ROUTE_MANIFEST_BYTES = 64 * 1024;

/** A page's code: its own chunk (fetched when first needed) or, imported eagerly, the remote's routes' chunk. */
export type PageLoader = () => Promise<ComponentType>;

/** A route as its remote writes it, once: what the manifest publishes, and the page that draws it. */
export type RemoteRoute = RouteEntry & {
  page: PageLoader;
  /**
   * Fetched apart, when first shown: its import names its chunk `pageChunkName(path)`, which the
   * server preloads with the page. Otherwise its code comes with the routes (imported eagerly) and
   * is ready before the first render.
   */
  lazy?: true;
  /** The name of the layout (in `layouts`) the page is drawn in, kept mounted between its pages. */
  layout?: string;
};

/** A remote's one list of its pages (its `src/routes.ts`): the build publishes its manifest, the remote routes by it. */
export type RemoteRoutes = Omit<RouteManifest, 'routes'> & {
  routes: RemoteRoute[];
  layouts?: Record<string, PageLoader>;
};

/** The route manifest of a remote's routes: the same list without the code. */
export function manifestOf(list: RemoteRoutes): RouteManifest {
  const { schemaVersion, remote, area, menus } = list;
  const routes = list.routes.map((route) => {
    const entry: Partial<RemoteRoute> = { ...route };
    delete entry.page;
    delete entry.lazy;
    delete entry.layout;
    return entry as RouteEntry;
  });
  return { schemaVersion, remote, area, routes, menus };
}

/**
 * The chunk name a page fetched apart is built under (its import's `webpackChunkName`): the
 * build lists each such chunk's files under it, so the server can preload a page's own files
 * with the page instead of after the remote's code has run.
 */
export const pageChunkName = (path: string) => `page${path.replace(/[^A-Za-z0-9_]+/g, '-')}`;

/**
 * The chunks a page may need fetched apart, by name: its route's (a lazy page), and any named for
 * its own path or a path above it. A remote splits what differs per page that way (a project's
 * text, which its subpages read too), its import named for the known page's path (`pages`).
 */
export function pageChunkNames(routePath: string, path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const paths = segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
  return [...new Set([routePath, ...paths].map(pageChunkName))];
}
