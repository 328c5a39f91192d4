/**
 * @jest-environment node
 */
import { ApiError } from 'shared-ui';
import { firstRequest, replyWith } from 'shared-ui/testing';
import { remotesApi, type RemoteStatus } from './remotes';

const noLoads = { pageLoads: 0, loadFailures: 0, renderErrors: 0, serverFallbacks: 0, failureRate: 0, reasons: [] };

const remote: RemoteStatus = {
  name: 'mfe-timeline',
  federationName: 'mfe_timeline',
  activeVersion: 2,
  url: '/remotes/mfe-timeline/2/remoteEntry.js',
  overridden: false,
  versions: [
    { version: 2, createdAt: '2026-03-05T12:00:00.000Z', source: 'bundle', size: 52_000, manifestUrl: null, by: 'admin ada', active: true, git: null, health: noLoads },
    { version: 1, createdAt: null, source: 'build', size: null, manifestUrl: null, by: null, active: false, git: null, health: noLoads },
  ],
  failures: [],
  rollout: null,
  refusals: [],
  automaticRollbacks: [],
};

it('lists every remote with its versions and failures', async () => {
  const fetch = replyWith(200, { data: [remote] });
  await expect(remotesApi.list()).resolves.toEqual([remote]);
  expect(firstRequest(fetch)).toEqual({ url: '/api/remotes', method: 'GET', body: undefined });
});

it('activates a version of a remote', async () => {
  const fetch = replyWith(200, { data: { version: 3, active: true } });
  await expect(remotesApi.activate('mfe-timeline', 3)).resolves.toEqual({ version: 3, active: true });
  expect(firstRequest(fetch)).toEqual({ url: '/api/remotes/mfe-timeline/activate', method: 'POST', body: { version: 3 } });
});

it('rolls a remote back with an empty JSON body', async () => {
  const fetch = replyWith(200, { data: { version: 1, active: true } });
  await expect(remotesApi.rollBack('mfe-timeline')).resolves.toEqual({ version: 1, active: true });
  expect(firstRequest(fetch)).toEqual({ url: '/api/remotes/mfe-timeline/rollback', method: 'POST', body: {} });
});

it("passes the server's 409 sentence on", async () => {
  replyWith(409, { statusCode: 409, error: 'Conflict', message: 'There is no earlier version to roll back to.' });
  await expect(remotesApi.rollBack('mfe-admin')).rejects.toEqual(new ApiError('There is no earlier version to roll back to.', 409));
});

it("reads what a version changes against the active one", async () => {
  const diff = { against: 2, version: 3, routes: { added: ['/timeline/stats'], removed: [] }, notes: [] };
  const fetch = replyWith(200, { data: diff });
  await expect(remotesApi.diff('mfe-timeline', 3)).resolves.toEqual(diff);
  expect(firstRequest(fetch)).toEqual({ url: '/api/remotes/mfe-timeline/versions/3/diff', method: 'GET', body: undefined });
});

it('asks for a preview link of a version', async () => {
  const preview = { url: 'https://lab.example.org/?preview=lpp_abc', expiresAt: '2026-03-08T12:00:00.000Z' };
  const fetch = replyWith(201, { data: preview });
  await expect(remotesApi.preview('mfe-timeline', 3)).resolves.toEqual(preview);
  expect(firstRequest(fetch)).toEqual({ url: '/api/remotes/mfe-timeline/versions/3/preview', method: 'POST', body: {} });
});

it('rolls a version out to a share of visitors', async () => {
  const fetch = replyWith(200, { data: { version: 3, percent: 25, active: false } });
  await expect(remotesApi.rollout('mfe-timeline', 3, 25)).resolves.toEqual({ version: 3, percent: 25, active: false });
  expect(firstRequest(fetch)).toEqual({ url: '/api/remotes/mfe-timeline/rollout', method: 'POST', body: { version: 3, percent: 25 } });
});
