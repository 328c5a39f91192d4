import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { USAGE } from './args';
import { closePortals, fakePortal, makeRemote, removeTemporaryFolders, touch } from './testing';

after(() => {
  closePortals();
  removeTemporaryFolders();
});

/** A repository of one remote whose `deploy` script runs this command, as the real remotes' does. */
function repository(): string {
  const dir = makeRemote();
  const root = path.dirname(dir);
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'repo', private: true, workspaces: ['mfe-timeline'] }));
  const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx');
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  pkg.scripts.deploy = `"${tsx}" --conditions=source "${path.join(__dirname, 'deploy-remote.ts')}"`;
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
  // Older than the build, as makeRemote leaves its sources: no build is due.
  touch(path.join(dir, 'package.json'), -100);
  return root;
}

/** The npm command as the help shows it, for mfe-timeline. */
function npmArgs(): string[] {
  const shown = /^Usage: npm (.*?) -- /.exec(USAGE)![1]!;
  return shown.replace('<remote>', 'mfe-timeline').split(' ');
}

describe('what a team sees in its terminal', () => {
  it('after a refusal, the reasons and the exit code, without npm adding its own error lines', async () => {
    const problems = ['It has no mf-manifest.json.'];
    const site = await fakePortal((request) =>
      request.method === 'POST' ? { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Version refused: 1 problem.', problems } } : undefined,
    );
    const root = repository();
    const outcome = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile('npm', [...npmArgs(), '--', '--portal', site.url], { cwd: root, env: { PATH: process.env.PATH, HOME: process.env.HOME, LAB_DEPLOY_TOKEN: 'lpd_test' } }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });
    assert.equal(outcome.code, 1);
    assert.equal(outcome.stdout, '');
    assert.match(outcome.stderr, /^Packed 3 files of dist\/ into \d+ B\.\nUploading: 100% \(\d+ B \/ \d+ B\)\nThe portal refused this version:\n- It has no mf-manifest\.json\.\n$/);
  });
});
