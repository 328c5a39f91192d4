import type { Static } from 'typebox';
import type { PageHead, RouteManifest } from 'shared-ui/route-manifest';
import type { MenuLinkSchema, RemoteDiffSchema } from '../../schemas/remote-diff.js';
import type { SharedModule } from 'shared-ui/shared-compat';
import type { VersionContents } from './version-contents.js';

export type RemoteDiff = Static<typeof RemoteDiffSchema>;
type MenuLink = Static<typeof MenuLinkSchema>;

/** A version and what its files hold. */
export interface ReadVersion {
  version: number;
  contents: VersionContents;
}

/** What is in `after` and not in `before`, and the other way round, by a key. */
function addedRemoved<T>(before: T[], after: T[], key: (item: T) => string) {
  const beforeKeys = new Set(before.map(key));
  const afterKeys = new Set(after.map(key));
  return { added: after.filter((item) => !beforeKeys.has(key(item))), removed: before.filter((item) => !afterKeys.has(key(item))) };
}

const menuLinks = (manifest: RouteManifest): MenuLink[] => manifest.menus.map(({ menu, label, to }) => ({ menu, label, to }));
const menuKey = (link: MenuLink) => `${link.menu} ${link.label} ${link.to}`;

// The head as the manifest wrote it, fields in one order, so two equal heads compare equal as text.
const headOf = (head: PageHead | undefined) =>
  head ? { title: head.title, ...(head.description === undefined ? {} : { description: head.description }), ...(head.image === undefined ? {} : { image: head.image }) } : null;

function changedHeads(before: RouteManifest, after: RouteManifest) {
  const earlier = new Map(before.routes.map((route) => [route.path, headOf(route.head)]));
  return after.routes.flatMap((route) => {
    if (!earlier.has(route.path)) return [];
    const was = earlier.get(route.path)!;
    const now = headOf(route.head);
    return JSON.stringify(was) === JSON.stringify(now) ? [] : [{ path: route.path, before: was, after: now }];
  });
}

function sharedChanges(before: SharedModule[], after: SharedModule[]) {
  const plain = (modules: SharedModule[]) => modules.map(({ name, version }) => ({ name, version }));
  const { added, removed } = addedRemoved(plain(before), plain(after), (module) => module.name);
  const changed = after.flatMap((module) => {
    const was = before.find((candidate) => candidate.name === module.name);
    return was && was.version !== module.version ? [{ name: module.name, before: was.version, after: module.version }] : [];
  });
  return { added, removed, changed };
}

/**
 * What `candidate` changes against `active`, the version pages load now: pages, menu entries and
 * page heads (from their route manifests), shared modules and their versions (their
 * mf-manifest.json), first-load bytes and file counts. A part one of them could not be read is
 * left empty and said so in `notes`: an empty list is then no news, not "nothing changed".
 */
export function diffVersions(active: ReadVersion, candidate: ReadVersion): RemoteDiff {
  const before = active.contents;
  const after = candidate.contents;
  // A version compared with itself would say so twice.
  const notes = new Set(
    [active, candidate].flatMap(({ version, contents }) => contents.unreadable.map((what) => `Version ${version}: ${what} could not be read, so what depends on it is left out.`)),
  );
  const routes = before.routes && after.routes ? { before: before.routes, after: after.routes } : undefined;
  return {
    against: active.version,
    version: candidate.version,
    routes: routes
      ? addedRemoved(
          routes.before.routes.map((route) => route.path),
          routes.after.routes.map((route) => route.path),
          (path) => path,
        )
      : { added: [], removed: [] },
    menus: routes ? addedRemoved(menuLinks(routes.before), menuLinks(routes.after), menuKey) : { added: [], removed: [] },
    heads: { changed: routes ? changedHeads(routes.before, routes.after) : [] },
    shared: before.shared && after.shared ? sharedChanges(before.shared, after.shared) : { added: [], removed: [], changed: [] },
    firstLoadBytes: { before: before.firstLoadBytes ?? null, after: after.firstLoadBytes ?? null },
    files: { before: before.files ?? null, after: after.files ?? null },
    notes: [...notes],
  };
}
