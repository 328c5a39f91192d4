import { read, request, type Reply } from 'shared-ui';

/** A remote as the registry has it. */
export type RemoteStatus = Reply<'get', '/api/remotes'>['data'][number];

/** One version of a remote. Version 1 is the site's own build; deployed ones are 2, 3, ... */
export type RemoteVersion = RemoteStatus['versions'][number];

/** The git facts of a version's build, as the deploy command read them. */
export type RemoteGit = NonNullable<RemoteVersion['git']>;

/** How a version fared in visitors' browsers and on the server. */
export type RemoteHealth = NonNullable<RemoteVersion['health']>;

/** An upload the registry refused, with every problem it found. */
export type RemoteRefusal = RemoteStatus['refusals'][number];

/** The registry going back by itself from a version that failed visitors. */
export type AutomaticRollback = RemoteStatus['automaticRollbacks'][number];

/** The failures visitors' browsers reported for one version of a remote in the last 24 hours. */
export type RemoteFailure = RemoteStatus['failures'][number];

/** The version pages load from now on. */
export type RemoteActivation = Reply<'post', '/api/remotes/{name}/activate'>['data'];

/** A link that shows a version to whoever opens it, until it expires. */
export type RemotePreview = Reply<'post', '/api/remotes/{name}/versions/{version}/preview', 201>['data'];

/** What a version changes against the active one. */
export type RemoteDiff = Reply<'get', '/api/remotes/{name}/versions/{version}/diff'>['data'];

/** A menu entry as a visitor meets it: in which menu, what it says, where it goes. */
export type RemoteMenuLink = RemoteDiff['menus']['added'][number];

export type RemotePageHead = NonNullable<RemoteDiff['heads']['changed'][number]['before']>;

/** Before (the active version) and after; null where that version's files could not be read. */
export type BeforeAfter = RemoteDiff['files'];

const path = (name: string) => `/api/remotes/${encodeURIComponent(name)}`;

/** The remote registry, for admins: each remote's versions and health, and which version pages load. */
export const remotesApi = {
  list: () => read('/api/remotes', (reply: Reply<'get', '/api/remotes'>) => reply.data),
  /** 404 for no such version; 400 with `problems` when its routes collide with another remote's. */
  activate: async (name: string, version: number) =>
    (await request<Reply<'post', '/api/remotes/{name}/activate'>>('POST', `${path(name)}/activate`, { json: { version } })).data,
  /** 409 with the server's sentence when there is nothing to roll back to. */
  rollBack: async (name: string) =>
    (await request<Reply<'post', '/api/remotes/{name}/rollback'>>('POST', `${path(name)}/rollback`, { json: {} })).data,
  /** What a version changes against the active one: pages, menus, heads, shared modules, sizes. */
  diff: async (name: string, version: number) =>
    (await request<Reply<'get', '/api/remotes/{name}/versions/{version}/diff'>>('GET', `${path(name)}/versions/${version}/diff`)).data,
  /** A link that shows the version to whoever opens it, until `expiresAt`. */
  preview: async (name: string, version: number) =>
    (await request<Reply<'post', '/api/remotes/{name}/versions/{version}/preview', 201>>('POST', `${path(name)}/versions/${version}/preview`, { json: {} })).data,
  /** Starts (or changes) the rollout of a version to `percent` of visitors (1 to 100; 100 activates it). 400 with `problems` when refused. */
  rollout: async (name: string, version: number, percent: number) =>
    (await request<Reply<'post', '/api/remotes/{name}/rollout'>>('POST', `${path(name)}/rollout`, { json: { version, percent } })).data,
};
