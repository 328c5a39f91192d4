import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import { checkedAddress, fetchHosted, HostedFetchError, type Resolve } from './hosted-fetch.js';

/** DNS as a test has it: names and their addresses, nothing asked of any server. */
const dns =
  (names: Record<string, string[]>): Resolve =>
  async (host) =>
    (names[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const NAMES = dns({
  'metadata.example': ['169.254.169.254'],
  'mixed.example': ['93.184.215.14', '10.0.0.7'],
  'cdn.example': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'remotes.lab.internal': ['10.1.2.3'],
});

/** Why `url` is refused, or its address; nothing connects: the addresses are checked, not reached. */
async function check(url: string, allowedHosts: string[] = []) {
  try {
    return (await checkedAddress(new URL(url), { allowedHosts, resolve: NAMES })).address;
  } catch (error) {
    assert.ok(error instanceof HostedFetchError, String(error));
    return `refused: ${error.message}`;
  }
}

describe('the address a hosted file is fetched from', () => {
  it('is refused when private, loopback, link-local or the metadata service, by name or as written', async () => {
    const refused = await Promise.all(
      ['http://metadata.example/latest', 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/x', 'http://[fe80::1]/x', 'http://[::ffff:127.0.0.1]/x', 'https://mixed.example/x', 'http://nowhere.example/x'].map((url) => check(url)),
    );
    assert.deepEqual(
      refused.filter((answer) => !answer.startsWith('refused: ')),
      [],
    );
    assert.equal(refused[0], 'refused: metadata.example is at 169.254.169.254, which is not a public address, and REMOTE_HOSTS does not list it');
    assert.equal(refused[5], 'refused: mixed.example is at 10.0.0.7, which is not a public address, and REMOTE_HOSTS does not list it', 'every address of the name counts');
  });

  it('is the name’s address, checked, when public, or when REMOTE_HOSTS lists the host', async () => {
    assert.equal(await check('https://cdn.example/v2/mf-manifest.json'), '93.184.215.14');
    assert.equal(await check('http://remotes.lab.internal/mfe-timeline/mf-manifest.json', ['remotes.lab.internal']), '10.1.2.3');
  });

  it('is refused for another scheme, or a URL carrying credentials', async () => {
    assert.match(await check('ftp://cdn.example/x'), /^refused: ftp: is not http or https$/);
    assert.match(await check('https://user:secret@cdn.example/x'), /^refused: the URL carries credentials$/);
  });
});

describe('fetching a hosted file', () => {
  it('follows no redirect and reads no more than its limit, however the host sends it', async () => {
    const requests: string[] = [];
    const server = http.createServer((request, response) => {
      requests.push(request.url!);
      if (request.url === '/moved') return response.writeHead(302, { location: '/file' }).end();
      // No content-length: the size is only known as it arrives.
      response.write(Buffer.alloc(600));
      response.end(Buffer.alloc(600));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = (path: string, maxBytes: number) =>
      fetchHosted(`${origin}${path}`, { allowedHosts: ['127.0.0.1'] }, { maxBytes, budget: { left: 10_000 }, signal: AbortSignal.timeout(5_000) });
    try {
      await assert.rejects(get('/moved', 10_000), (error: HostedFetchError) => error.status === 302);
      await assert.rejects(get('/file', 1_000), /is larger than 1000 bytes/);
      assert.equal((await get('/file', 1_200)).length, 1_200);
      assert.deepEqual(requests, ['/moved', '/file', '/file']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
