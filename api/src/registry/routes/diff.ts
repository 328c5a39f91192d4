import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import path from 'node:path';
import { BUILT_VERSION, findVersion } from '../repository/versions.js';
import { federationNameOf } from '../remote-directory.js';
import { readVersionContents } from '../bundles/version-contents.js';
import { diffVersions } from '../bundles/version-diff.js';
import { Data, errors } from '../../schemas/common.js';
import { RemoteDiffSchema } from '../../schemas/remote-diff.js';
import { VersionParams } from '../../schemas/remotes.js';
import { isRemotePackage, noSuchRemote } from './known-remotes.js';
import { noSuchVersion } from './refusal-reply.js';

export interface RemoteDiffOptions {
  /** Where the site's build is: version 1 of each remote is its dist/ folder. */
  webRoot: string;
}

/** What a version changes against the active one, for the admin who is about to approve it. */
const remoteDiff: FastifyPluginAsyncTypebox<RemoteDiffOptions> = async (app, options) => {
  /** A version's folder: the site's build for version 1, else its stored files (undefined when it has none). */
  const folderOf = (pkg: string, version: number) => (version === BUILT_VERSION ? Promise.resolve(path.join(options.webRoot, pkg, 'dist')) : app.versionFolder(pkg, version));

  app.get(
    '/:name/versions/:version/diff',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['remotes'],
        summary:
          "What a version changes against the active one, from both versions' files: pages, menu entries and page heads added or removed, shared modules and their versions, first-load JS bytes and file counts",
        params: VersionParams,
        response: { 200: Data(RemoteDiffSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { name, version } = request.params;
      if (!isRemotePackage(name)) return noSuchRemote(reply, name);
      if (version !== BUILT_VERSION && !(await findVersion(app.db, name, version))) return noSuchVersion(reply, name, version);
      const federationName = federationNameOf(name);
      const against = app.remoteDirectory.current(federationName)?.version ?? BUILT_VERSION;
      const [active, candidate] = await Promise.all(
        [against, version].map(async (number) => ({ version: number, contents: await readVersionContents(await folderOf(name, number), federationName) })),
      );
      return { data: diffVersions(active!, candidate!) };
    },
  );
};

export default remoteDiff;
