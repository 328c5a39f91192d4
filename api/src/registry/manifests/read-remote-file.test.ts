import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { besideEntry, remoteFileReader } from './read-remote-file.js';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-remote-file-'));
fs.mkdirSync(path.join(webRoot, 'mfe-public', 'dist'), { recursive: true });
fs.writeFileSync(path.join(webRoot, 'mfe-public', 'dist', 'route-manifest.json'), '{"small":true}');
fs.writeFileSync(path.join(webRoot, 'mfe-public', 'dist', 'big.json'), 'x'.repeat(300));

let origin = '';
const server = http.createServer((request, response) => {
  if (request.url === '/ok.json') return response.end('{"remote":true}');
  if (request.url === '/chunked.json') {
    // No length given: the reader has to count.
    response.write('y'.repeat(150));
    return response.end('y'.repeat(150));
  }
  if (request.url === '/moved.json') {
    response.writeHead(302, { location: '/ok.json' });
    return response.end();
  }
  response.writeHead(404);
  response.end();
});
before(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(() => {
  server.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const read = remoteFileReader(webRoot, ['mfe-public', 'mfe-admin'], 256);

describe('reading a file a remote publishes', () => {
  it('finds it beside the entry, on this site or elsewhere', () => {
    assert.equal(besideEntry('/remotes/mfe-public/remoteEntry.js', 'route-manifest.json'), '/remotes/mfe-public/route-manifest.json');
    assert.equal(besideEntry('https://cdn.example.org/t/v2/remoteEntry.js', 'route-manifest.json'), 'https://cdn.example.org/t/v2/route-manifest.json');
  });

  it("reads this site's remotes from their build folders, and nothing else there", async () => {
    assert.equal(await read('/remotes/mfe-public/route-manifest.json'), '{"small":true}');
    await assert.rejects(read('/remotes/mfe-admin/route-manifest.json'), /is not built/);
    await assert.rejects(read('/remotes/shell/route-manifest.json'), /not a file of this site's remotes/);
    await assert.rejects(read('/remotes/mfe-public/../../etc/passwd.json'), /not a file of this site's remotes/);
    await assert.rejects(read('/remotes/mfe-public/big.json'), /larger than 256 bytes/);
  });

  it('reads a remote served elsewhere over HTTP, at most the limit, and no redirect', async () => {
    assert.equal(await read(`${origin}/ok.json`), '{"remote":true}');
    await assert.rejects(read(`${origin}/missing.json`), /answered 404/);
    await assert.rejects(read(`${origin}/chunked.json`), /larger than 256 bytes/);
    await assert.rejects(read(`${origin}/moved.json`));
  });
});
