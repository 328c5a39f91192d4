import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { activateVersion, previewVersion, rollBack, rollOutVersion } from '../../../scripts/deploy/activate.js';
import { readStatus } from '../../../scripts/deploy/status.js';
import { uploadBundle as deployCommandUpload } from '../../../scripts/deploy/upload.js';
import { configureApi, request } from '../../../shared-ui/src/api/client.js';
import { insertResource } from '../repositories/resources.js';
import { CALLS } from '../testing/authorization-calls.js';
import { pngImage } from '../testing/multipart.js';
import { startPrismProxy, type PrismProxy } from '../testing/prism-proxy.js';
import { deployToken, uploadBundle } from '../testing/registry.js';
import { ALL_REMOTES, siteFolder, timelineBundle } from '../testing/remote-bundles.js';
import { PASSWORD, useTestApp, type TestUser } from '../testing/test-context.js';

/**
 * Prism 5's validating proxy, in front of the API, holds the requests the tests, the site and the
 * deploy command send, and the API's answers, to the document the API serves: none departs.
 *
 * Prism reads every body that is not JSON as UTF-8 text and forwards that text, so a binary file
 * (an image, a bundle) reaches the API altered and is refused there, with an answer the document
 * lists: such a request is held to the document all the same, but not expected to succeed. A text
 * file comes through whole.
 */
const ctx = useTestApp({ webRoot: await siteFolder(), remotes: ALL_REMOTES });
let prism: PrismProxy;

interface Call {
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** What Prism found of one exchange: the violations it names, or the error it answered instead of the API. */
function findings(label: string, status: number, headers: Headers, text: string): string[] {
  const violations = headers.get('sl-violations');
  if (violations) return [`${label}: ${violations}`];
  if (headers.get('content-type')?.startsWith('application/problem+json')) return [`${label}: Prism answered ${status} ${text.slice(0, 400)}`];
  return [];
}

/** What Prism has printed of violations and of requests it refused since `from` (a length of its output). */
const printedViolations = (from: number) =>
  prism
    .output()
    .slice(from)
    .split('\n')
    .filter((line) => /Violation:|Request terminated with error/.test(line));

describe("Prism's validating proxy in front of the API", { timeout: 120_000 }, () => {
  before(async () => {
    const upstream = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const document = await (await fetch(`${upstream}/api/docs/json`)).text();
    prism = await startPrismProxy(document, upstream);
  });
  after(() => prism?.stop());

  it("passes a valid request to every operation, as the tests send it, and the API's answer", async () => {
    const printed = prism.output().length;
    const found: string[] = [];
    const failed: string[] = [];
    for (const [route, setup] of Object.entries(CALLS)) {
      const [method] = route.split(' ') as [string];
      const admin = await ctx.admin();
      const { url, payload, headers = {} } = (await setup(ctx, admin, admin)) as Omit<Call, 'method'>;
      const sent: Record<string, string> = { ...headers, cookie: admin.cookie };
      let body: BodyInit | undefined;
      if (Buffer.isBuffer(payload)) body = new Uint8Array(payload);
      else if (payload !== undefined) {
        body = JSON.stringify(payload);
        sent['content-type'] ??= 'application/json';
      }
      const response = await fetch(`${prism.url}${url}`, { method, headers: sent, body, redirect: 'manual' });
      const text = await response.text();
      found.push(...findings(route, response.status, response.headers, text));
      // The bundle, a .tar.gz, is the one binary file among these requests.
      const binary = route === 'POST /api/remotes/{name}/versions';
      if (!binary && response.status >= 300) failed.push(`${route}: ${response.status} ${text.slice(0, 200)}`);
    }
    assert.deepEqual(found, []);
    assert.deepEqual(failed, []);
    assert.deepEqual(printedViolations(printed), []);
  });

  it('passes the requests the site sends as it sends them (shared-ui/src/api)', async () => {
    const printed = prism.output().length;
    const admin = await ctx.admin('chief');
    const found: string[] = [];
    let cookie = '';
    const realFetch = globalThis.fetch;
    // The browser's part: the session cookie the API sets goes back with each later request.
    globalThis.fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set('cookie', cookie);
      const response = await realFetch(input, { ...init, headers });
      const session = response.headers.getSetCookie()[0];
      if (session) cookie = session.split(';')[0]!;
      found.push(...findings(`${init?.method} ${String(input)}`, response.status, response.headers, await response.clone().text()));
      return response;
    };
    configureApi({ baseUrl: prism.url });
    // A binary file arrives altered (see above): the API refuses it as what it now is, with a 4XX the document lists.
    const refused = (call: Promise<unknown>) => call.then(() => false, (error: { status?: number }) => (error.status ?? 0) >= 400 && (error.status ?? 0) < 500);
    try {
      await request('POST', '/api/users/login', { json: { username: admin.user.username, password: PASSWORD } });
      await request('GET', '/api/tokens/access_token');
      await request('GET', '/api/members');
      await request('GET', '/api/admin/audit');

      // As mfe-members' profileFormData builds it: name and positions as JSON text.
      const profile = (text: Record<string, string>, picture?: Blob) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(text)) form.append(name, value);
        if (picture) form.append('profilePic', picture, 'me.png');
        return form;
      };
      const identity = {
        username: admin.user.username,
        name: JSON.stringify({ firstname: 'Ada', lastname: 'Lovelace' }),
        positions: JSON.stringify(admin.user.positions),
        blurb: 'Hello.',
        isAlumni: 'false',
        email: admin.user.email,
      };
      await request('PATCH', '/api/users/updateUser', { form: profile({ ...identity, removeProfilePic: 'true' }) });
      assert.ok(await refused(request('PATCH', '/api/users/updateUser', { form: profile(identity, new Blob([new Uint8Array(await pngImage())])) })));

      // As mfe-admin's highlightFormData builds it: every paragraph slot, the image or removeImage.
      const highlight = (extra: Record<string, string>, image?: Blob) => {
        const form = new FormData();
        const fields = { title: 'Talk', project: 'NOVA', date: '2026-05-20T12:00:00.000Z', author: 'Lab', description: 'A talk.', paragraph1: 'One.', paragraph2: '', paragraph3: '', paragraph4: '', ...extra };
        for (const [name, value] of Object.entries(fields)) form.set(name, value);
        if (image) form.set('image', image, 'banner.png');
        return form;
      };
      const posted = await request<{ data: { _id: string } }>('POST', '/api/highlights', { form: highlight({}) });
      await request('PATCH', `/api/highlights/${posted.data._id}`, { form: highlight({ removeImage: 'true' }) });
      assert.ok(await refused(request('POST', '/api/highlights', { form: highlight({}, new Blob([new Uint8Array(await pngImage())])) })));

      const resource = await insertResource(ctx.database.db, {
        title: 'R', description: '', categoryMain: 'COGS 402', categorySub: '', author: 'A', resourceLink: 'https://x.org', createdBy: admin.user.id,
      });
      const files = new FormData();
      files.append('files', new File(['a,b\n1,2\n'], 'data.csv'), 'data.csv');
      files.append('files', new File(['Read me.\n'], 'notes.txt'), 'notes.txt');
      await request('POST', `/api/resources/${resource.id}/attachments`, { form: files });

      // The member edit panel sends the whole member back (mfe-admin's updatedMember).
      const member = (await request<{ data: Record<string, unknown> }>('GET', `/api/teams/${admin.user.id}`)).data;
      await request('PUT', '/api/teams', { json: { ...member, positions: [{ position: 'Volunteer', project: 'SHIVA' }], isAlumni: false } });

      await request('POST', '/api/remotes/mfe-timeline/deploy-tokens', { json: { label: 'Timeline team', mayActivate: true } });
      const version = (await uploadBundle(ctx, 'mfe-timeline', await timelineBundle(), admin)).json().data.version as number;
      await request('POST', `/api/remotes/mfe-timeline/versions/${version}/preview`, { json: {} });
      await request('POST', '/api/remotes/mfe-timeline/activate', { json: { version } });
      await request('POST', '/api/remotes/mfe-timeline/rollback', { json: {} });
      await request('POST', '/api/users/logout');
    } finally {
      globalThis.fetch = realFetch;
      configureApi({ baseUrl: '' });
    }
    assert.deepEqual(found, []);
    assert.deepEqual(printedViolations(printed), []);
  });

  it('passes the requests the deploy command sends (scripts/deploy)', async () => {
    const printed = prism.output().length;
    const { token } = await deployToken(ctx, 'mfe-timeline', { label: 'Timeline team', mayActivate: true });
    const target = { portal: prism.url, remote: 'mfe-timeline', token };
    const sent = await deployCommandUpload({
      ...target,
      archive: await timelineBundle(),
      fields: { gitCommit: '0123abcd', gitBranch: 'main', gitAuthor: 'Ada', gitDirty: 'false' },
      onProgress: () => {},
    });
    assert.equal(sent.status, 400, 'the bundle arrives altered through Prism');
    const caller: TestUser | { token: string } = { token };
    const version = (await uploadBundle(ctx, 'mfe-timeline', await timelineBundle(), caller)).json().data.version as number;
    const answers = [
      await readStatus(target),
      await previewVersion(target, version),
      await rollOutVersion(target, version, 50),
      await activateVersion(target, version),
      await rollBack(target),
      await readStatus(target),
    ];
    assert.deepEqual(answers.map((answer) => answer.status), [200, 201, 200, 200, 200, 200], JSON.stringify(answers.map((answer) => answer.body)));
    assert.deepEqual(printedViolations(printed), []);
  });
});
