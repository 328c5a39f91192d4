import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { deploy } from './deploy';
import { packDirectory } from './pack';
import { capture, closePortals, fakePortal, makeRemote, posts, removeTemporaryFolders, statusReply, type Received } from './testing';

const TOKEN = 'lpd_test_token';
const APPROVAL = 'An admin approves the versions of mfe-timeline that reach visitors: this deploy token uploads, previews and reads the status only. Ask an admin to roll out or activate the version, or for a deploy token that may.';

after(() => {
  closePortals();
  removeTemporaryFolders();
});

async function run(argv: string[], dir = makeRemote()) {
  const stdout = capture();
  const stderr = capture();
  const code = await deploy([...argv, '--token', TOKEN], { stdout, stderr, env: {}, cwd: dir });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const called = (received: Received[]) => posts(received).map((request) => `${request.url} ${request.body.toString('latin1').startsWith('{') ? request.body.toString() : ''}`.trim());
const accepted = { status: 201, body: { data: { version: 7, active: false } } };

describe('deploy, then bring the version to visitors', () => {
  it('--preview uploads and prints the link', async () => {
    const site = await fakePortal((request) =>
      request.url.endsWith('/preview') ? { status: 201, body: { data: { url: 'https://lab.example.edu/?preview=lpp_abc', expiresAt: '2026-03-08T12:00:00.000Z' } } } : request.method === 'POST' ? accepted : undefined,
    );
    const result = await run(['--portal', site.url, '--preview']);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(called(site.received), ['/api/remotes/mfe-timeline/versions', '/api/remotes/mfe-timeline/versions/7/preview']);
    assert.equal(
      result.stdout,
      'Version 7 of mfe-timeline was accepted.\nIt is not active yet: pages keep loading the active version until this one is activated.\n' +
        'Preview version 7 until 2026-03-08 12:00 UTC: whoever opens this link gets it, every other visitor the active version.\nhttps://lab.example.edu/?preview=lpp_abc\n',
    );
  });

  it('--rollout N uploads, then gives the version to that share of visitors', async () => {
    const site = await fakePortal((request) =>
      request.url.endsWith('/rollout') ? { status: 200, body: { data: { version: 7, percent: 50, active: false } } } : request.method === 'POST' ? accepted : undefined,
    );
    const result = await run(['--portal', site.url, '--rollout', '50']);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(called(site.received), ['/api/remotes/mfe-timeline/versions', '/api/remotes/mfe-timeline/rollout {"version":7,"percent":50}']);
    assert.match(result.stdout, /^Version 7 of mfe-timeline was accepted\.\nVersion 7 now reaches 50% of visitors; the others keep the active version\. Roll out further, --activate, or rollback\.\n/);
  });

  it("says why a token without an admin's approval cannot roll out, and fails", async () => {
    const site = await fakePortal((request) =>
      request.url.endsWith('/rollout') ? { status: 403, body: { statusCode: 403, error: 'Forbidden', message: APPROVAL } } : request.method === 'POST' ? accepted : undefined,
    );
    const result = await run(['--portal', site.url, '--rollout', '10']);
    assert.equal(result.code, 1);
    assert.match(result.stderr, new RegExp(`Version 7 was accepted but not rolled out:\\n${APPROVAL.replace(/[.?]/g, '\\$&')}\\nEvery visitor keeps the version that was active before\\.\\n`));
  });

  it('does not send a dist/ the portal has already: the preview, the rollout and the activation are one version', async () => {
    const dir = makeRemote();
    const sha256 = createHash('sha256').update((await packDirectory(path.join(dir, 'dist'))).archive).digest('hex');
    const seven = { version: 7, createdAt: '2026-03-06T09:00:00.000Z', by: 'deploy token 1a2b3c4d', git: null, state: 'rollout', sha256 };
    const site = await fakePortal((request) => {
      if (request.url.endsWith('/status')) return statusReply({ versions: [seven, { version: 1, createdAt: null, by: null, git: null, state: 'active', sha256: null }] });
      return request.url.endsWith('/activate') ? { status: 200, body: { data: { version: 7, active: true } } } : undefined;
    });
    const result = await run(['--portal', site.url, '--activate'], dir);
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(called(site.received), ['/api/remotes/mfe-timeline/activate {"version":7}'], 'no upload');
    assert.match(result.stdout, /^dist\/ is already version 7 \(rollout\): it is not sent again\.\nVersion 7 is now active: the next page load uses it\.\n/);
  });

  it('sends the git facts of the source beside the archive', async () => {
    const dir = makeRemote();
    const repo = path.dirname(dir);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, env: { ...process.env, GIT_AUTHOR_NAME: 'Ada Lovelace', GIT_AUTHOR_EMAIL: 'ada@example.org', GIT_COMMITTER_NAME: 'Ada Lovelace', GIT_COMMITTER_EMAIL: 'ada@example.org' } }).toString().trim();
    git('init', '-q', '-b', 'feature/stats');
    git('add', '-A');
    git('commit', '-q', '-m', 'The stats page');
    const site = await fakePortal((request) => (request.method === 'POST' ? accepted : undefined));
    assert.equal((await run(['--portal', site.url], dir)).code, 0);
    const body = posts(site.received)[0]!.body.toString('latin1');
    const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1];
    assert.deepEqual([field('gitCommit'), field('gitBranch'), field('gitAuthor'), field('gitDirty')], [git('rev-parse', 'HEAD'), 'feature/stats', 'Ada Lovelace', 'false']);
  });
});

describe('status and rollback', () => {
  it('status prints the active version, the rollout, each recent version with its source and health, and the automatic rollbacks', async () => {
    const site = await fakePortal((request) =>
      request.url.endsWith('/status')
        ? statusReply({
            activeVersion: 6,
            rollout: { version: 7, percent: 25, startedBy: 'admin ada', startedAt: '2026-03-06T10:00:00.000Z' },
            versions: [
              { version: 7, createdAt: '2026-03-06T09:12:00.000Z', by: 'deploy token 1a2b3c4d (Timeline team)', git: { commit: '3f9a1c2e7b4d', branch: 'main', author: 'Ada Lovelace', dirty: true }, state: 'rollout', sha256: 'a', health: { pageLoads: 400, failureRate: 0.0125 } },
              { version: 6, createdAt: '2026-03-05T08:00:00.000Z', by: 'admin ada', git: null, state: 'active', sha256: 'b', health: { pageLoads: 0, failureRate: null } },
              { version: 1, createdAt: null, by: null, git: null, state: 'uploaded', sha256: null },
            ],
            automaticRollbacks: [{ at: '2026-03-04T16:20:00.000Z', from: 5, to: 4 }],
          })
        : undefined,
    );
    const result = await run(['status', '--portal', site.url]);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(
      result.stdout,
      [
        `mfe-timeline at ${site.url}: version 6 is active.`,
        'Rollout: version 7 reaches 25% of visitors, since 2026-03-06 10:00 UTC (admin ada).',
        'Versions, newest first:',
        '    7  rollout  · 2026-03-06 09:12 UTC · deploy token 1a2b3c4d (Timeline team) · 3f9a1c2 on main by Ada Lovelace, with uncommitted changes · 400 page loads, 1.3% failed',
        '    6  active   · 2026-03-05 08:00 UTC · admin ada · no page loads yet',
        "    1  uploaded · the site's own build",
        'Rolled back by the portal itself from version 5 to version 4 on 2026-03-04 16:20 UTC: its visitors\' pages were failing.',
        '',
      ].join('\n'),
    );
    assert.deepEqual(posts(site.received), [], 'it changes nothing');
  });

  it('rollback goes back, rollback --to N activates N, and a refusal says why', async () => {
    const site = await fakePortal((request) => {
      if (request.url.endsWith('/rollback')) return { status: 200, body: { data: { version: 5, active: true } } };
      if (request.url.endsWith('/activate')) return { status: 200, body: { data: { version: 3, active: true } } };
      return undefined;
    });
    const back = await run(['rollback', '--portal', site.url]);
    assert.deepEqual([back.code, back.stdout], [0, 'mfe-timeline is back on version 5: the next page load uses it.\n']);
    const to = await run(['rollback', '--to', '3', '--portal', site.url]);
    assert.deepEqual([to.code, to.stdout], [0, 'mfe-timeline is on version 3: the next page load uses it.\n']);
    assert.deepEqual(called(site.received), ['/api/remotes/mfe-timeline/rollback', '/api/remotes/mfe-timeline/activate {"version":3}']);

    const none = await fakePortal(() => ({ status: 409, body: { statusCode: 409, error: 'Conflict', message: 'mfe-timeline has no earlier version to roll back to.' } }));
    const refused = await run(['rollback', '--portal', none.url]);
    assert.equal(refused.code, 1);
    assert.equal(refused.stderr, 'mfe-timeline was not rolled back: mfe-timeline has no earlier version to roll back to.\nPages keep loading the version that was active before.\n');
  });
});
