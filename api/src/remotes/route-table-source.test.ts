import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import type { RouteManifest } from 'shared-ui/route-manifest';
import { RouteTableSource, type ManifestSource } from './route-table-source.js';

function manifest(remote: string, paths: string[]): RouteManifest {
  return { schemaVersion: 1, remote, area: remote, routes: paths.map((path) => ({ path, guard: 'public' as const })), menus: [] };
}

/** A logger that keeps what it was told. */
function recorder() {
  const lines: { level: string; fields: unknown; message: string }[] = [];
  const at = (level: string) => (fields: unknown, message: string) => lines.push({ level, fields, message });
  return { lines, log: { error: at('error'), info: at('info'), warn: at('warn') } as unknown as FastifyBaseLogger };
}

function setUp(files: Record<string, string>, sources: ManifestSource[], ttlMs = 1000) {
  let clock = 0;
  const reads: string[] = [];
  const read = async (url: string) => {
    reads.push(url);
    if (!(url in files)) throw new Error(`${url} answered 404`);
    return files[url]!;
  };
  const { lines, log } = recorder();
  const source = new RouteTableSource(() => sources, read, log, { ttlMs, now: () => clock });
  return { source, lines, reads, tick: (ms: number) => (clock += ms) };
}

const publicSource = { remote: 'mfe_public', url: '/remotes/mfe-public/route-manifest.json' };
const timelineSource = { remote: 'mfe_timeline', url: 'https://cdn.example.org/timeline/route-manifest.json', fallbackUrl: '/remotes/mfe-timeline/route-manifest.json' };

describe('the remotes’ route manifests as the server reads them', () => {
  it('routes every remote whose manifest is sound, in the order of the remotes', async () => {
    const files = {
      [publicSource.url]: JSON.stringify(manifest('mfe_public', ['/', '/People'])),
      [timelineSource.url]: JSON.stringify(manifest('mfe_timeline', ['/timeline'])),
    };
    const { source } = setUp(files, [publicSource, timelineSource]);
    await source.load();
    const table = source.current();
    assert.deepEqual(table.manifests.map((m) => m.remote), ['mfe_public', 'mfe_timeline']);
    assert.deepEqual(table.unavailable, []);
  });

  it('keeps a remote whose manifest is invalid or unreachable to its last sound one, unavailable, and says why once', async () => {
    const files: Record<string, string> = { [timelineSource.url]: JSON.stringify(manifest('mfe_timeline', ['/timeline'])) };
    const { source, lines, tick } = setUp(files, [timelineSource]);
    await source.load();
    files[timelineSource.url] = JSON.stringify({ ...manifest('mfe_timeline', ['/timeline']), routes: [{ path: 'no slash', guard: 'everyone' }] });
    tick(1000);
    source.current();
    await source.load();
    tick(1000);
    await source.load();
    const table = source.current();
    assert.deepEqual(table.manifests.map((m) => m.routes[0]!.path), ['/timeline']);
    assert.deepEqual(table.unavailable, ['mfe_timeline']);
    const refusals = lines.filter((line) => line.level === 'error');
    assert.equal(refusals.length, 1, 'logged once while it stays the same');
    assert.match(String((refusals[0]!.fields as { problem: string }).problem), /routes\/0\/path must match pattern/);
    files[timelineSource.url] = JSON.stringify(manifest('mfe_timeline', ['/timeline', '/timeline/stats']));
    tick(1000);
    await source.load();
    assert.deepEqual(source.current().unavailable, []);
    assert.deepEqual(source.current().manifests[0]!.routes.map((route) => route.path), ['/timeline', '/timeline/stats']);
    assert.ok(lines.some((line) => line.level === 'info' && /readable again/.test(line.message)));
  });

  it('routes an unreadable remote’s pages from its local build’s manifest, so they show its error, not a 404', async () => {
    const files = { [timelineSource.fallbackUrl]: JSON.stringify(manifest('mfe_timeline', ['/timeline'])) };
    const { source } = setUp(files, [timelineSource]);
    await source.load();
    const table = source.current();
    assert.deepEqual(table.manifests.map((m) => m.remote), ['mfe_timeline']);
    assert.deepEqual(table.unavailable, ['mfe_timeline']);
  });

  it('refuses a manifest that names another remote, is not JSON or is too large', async () => {
    for (const text of [JSON.stringify(manifest('mfe_admin', ['/timeline'])), '{ not json', JSON.stringify({ ...manifest('mfe_timeline', ['/t']), area: 'x'.repeat(70_000) })]) {
      const { source } = setUp({ [timelineSource.url]: text }, [{ remote: 'mfe_timeline', url: timelineSource.url }]);
      await source.load();
      assert.deepEqual(source.current(), { manifests: [], unavailable: ['mfe_timeline'] });
    }
  });

  it('gives a path two remotes claim to the earlier one, and names both in the log', async () => {
    const files = {
      [publicSource.url]: JSON.stringify(manifest('mfe_public', ['/', '/People'])),
      [timelineSource.url]: JSON.stringify(manifest('mfe_timeline', ['/timeline', '/people'])),
    };
    const { source, lines } = setUp(files, [publicSource, timelineSource]);
    await source.load();
    const timeline = source.current().manifests[1]!;
    assert.deepEqual(timeline.routes.map((route) => route.path), ['/timeline']);
    const conflict = lines.find((line) => /two remotes claim/.test(line.message));
    assert.ok(conflict);
    assert.match(conflict.message, /mfe_public keeps it, mfe_timeline's route is refused/);
  });

  it('leaves a path with the remote that drew it first when another one’s new version claims it', async () => {
    const files = {
      [publicSource.url]: JSON.stringify(manifest('mfe_public', ['/'])),
      '/remotes/mfe-public/2/route-manifest.json': JSON.stringify(manifest('mfe_public', ['/', '/People'])),
      [timelineSource.url]: JSON.stringify(manifest('mfe_timeline', ['/timeline', '/people'])),
    };
    const sources = [publicSource, timelineSource];
    const { source, lines } = setUp(files, sources);
    await source.load();
    sources[0] = { remote: 'mfe_public', url: '/remotes/mfe-public/2/route-manifest.json' };
    await source.load();
    assert.deepEqual(source.current().manifests.map((m) => m.routes.map((route) => route.path)), [['/'], ['/timeline', '/people']]);
    assert.ok(lines.some((line) => /mfe_timeline keeps it, mfe_public's route is refused/.test(line.message)));
  });

  it('reads a stored version’s manifest once: it never changes', async () => {
    const stored = { remote: 'mfe_public', url: '/remotes/mfe-public/2/route-manifest.json', stored: true };
    const { source, reads, tick } = setUp({ [stored.url]: JSON.stringify(manifest('mfe_public', ['/'])) }, [stored], 1000);
    await source.load();
    tick(60_000);
    source.current();
    assert.equal(reads.length, 1);
  });

  it('reads a manifest again once it is older than the TTL, without making the page wait', async () => {
    const files = { [publicSource.url]: JSON.stringify(manifest('mfe_public', ['/'])) };
    const { source, reads, tick } = setUp(files, [publicSource], 1000);
    await source.load();
    source.current();
    assert.equal(reads.length, 1);
    tick(1000);
    source.current();
    assert.equal(reads.length, 2);
  });
});
