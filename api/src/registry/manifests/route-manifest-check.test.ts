import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkRouteManifest } from './route-manifest-check.js';

const manifest = (reads: string[]) =>
  JSON.stringify({ schemaVersion: 1, remote: 'mfe_admin', area: 'admin area', routes: [{ path: '/admin/audit', guard: 'admin', reads }], menus: [] });

describe('checkRouteManifest', () => {
  it('takes the reads a page starts with: API paths, with parameters from its own path and a query of fixed values', () => {
    const reads = ['/api/remotes', '/api/highlights/:highlightId', '/api/admin/audit?page=1&pageSize=50', '/api/teams?project=Coding%20Team&isAlumni=', '/api/files/v1.2/..x/.hidden'];
    assert.deepEqual(checkRouteManifest(manifest(reads), 'mfe_admin'), { manifest: JSON.parse(manifest(reads)) });
  });

  it('refuses a read off the API, a query with a parameter, one without values, or one with a fragment', () => {
    for (const read of ['/remotes.json', 'https://example.org/api/x', '/api/admin/audit?page=:page', '/api/admin/audit?page', '/api/admin/audit?', '/api/admin/audit?page=1#top', '/api/admin/audit?page=1&&x=2', '/api/../remotes.json', '/api/highlights/..', '/api/./x', '/api/x/..?a=1']) {
      const reading = checkRouteManifest(manifest([read]), 'mfe_admin');
      assert.ok('problems' in reading && reading.problems.some((problem) => problem.includes('/routes/0/reads/0')), `${read}: ${JSON.stringify(reading)}`);
    }
  });
});
