import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routeManifestNamed, routeManifestReader } from './route-manifest-reader.js';

const MF = 'https://cdn.example.org/timeline/v7/mf-manifest.json';

/** Files by URL, as a remote's host would serve them; records what was asked. */
function host(files: Record<string, string>) {
  const asked: string[] = [];
  const read = async (url: string) => {
    asked.push(url);
    const text = files[url];
    if (text === undefined) throw new Error(`${url} answered 404`);
    return text;
  };
  return { read, asked };
}

describe('a remote configured by its mf-manifest.json', () => {
  it('has its route manifest where the metadata names it', async () => {
    const { read, asked } = host({
      [MF]: JSON.stringify({ metaData: { routeManifest: 'pages.json' } }),
      'https://cdn.example.org/timeline/v7/pages.json': '{"routes":[]}',
    });
    assert.equal(await routeManifestReader(read, read)(MF), '{"routes":[]}');
    assert.deepEqual(asked, [MF, 'https://cdn.example.org/timeline/v7/pages.json']);
  });

  it('beside it under the usual name when the metadata names none (an older build)', () => {
    assert.equal(routeManifestNamed(JSON.stringify({ metaData: {} })), 'route-manifest.json');
  });

  it('refuses a name that is not a file beside the manifest', () => {
    for (const named of ['../admin/route-manifest.json', 'https://evil.example.org/r.json', 'pages.js', 7]) {
      assert.throws(() => routeManifestNamed(JSON.stringify({ metaData: { routeManifest: named } })), /not a file beside it/, String(named));
    }
  });

  it('reads an entry-configured remote\'s file beside its entry', async () => {
    const { read, asked } = host({ '/remotes/mfe-timeline/route-manifest.json': '{}' });
    assert.equal(await routeManifestReader(read, read)('/remotes/mfe-timeline/remoteEntry.js'), '{}');
    assert.deepEqual(asked, ['/remotes/mfe-timeline/route-manifest.json']);
  });
});
