import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { firstLoadTags, type RuntimeConfig } from './first-load-tags.js';

const config = (remotes: Record<string, string>, other: Partial<RuntimeConfig> = {}): RuntimeConfig => ({
  apiBaseUrl: '',
  tileUrl: '',
  remotes,
  versions: {},
  routes: [],
  unavailable: [],
  ...other,
});
const SESSION = ['/api/tokens/access_token'];

describe('the tags of a first page load', () => {
  it('escapes the config so no value can end the data block early', () => {
    const tags = firstLoadTags(config({}, { tileUrl: '</script><script>alert(1)</script>' }), { reads: SESSION });
    assert.equal(tags.match(/<\/script>/g)?.length, 1);
    assert.match(tags, /\\u003c\/script>/);
  });

  it('preloads the entry of the page’s remote, wherever it is served from', () => {
    const tags = firstLoadTags(config({ mfe_public: 'https://cdn.example.org/public/remoteEntry.js' }), { remote: 'mfe_public', reads: SESSION });
    assert.match(tags, /<link rel="preload" href="https:\/\/cdn.example.org\/public\/remoteEntry.js" as="script" fetchpriority="low">/);
    assert.equal(tags.match(/as="script"/g)?.length, 1);
  });

  it('preloads a remote configured by its mf-manifest.json as the runtime fetches it, not as a script', () => {
    const tags = firstLoadTags(config({ mfe_public: 'https://cdn.example.org/public/mf-manifest.json' }), { remote: 'mfe_public', reads: SESSION });
    assert.match(tags, /<link rel="preload" href="https:\/\/cdn.example.org\/public\/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">/);
    assert.doesNotMatch(tags, /as="script"/);
    assert.match(tags, /data-first-remote="mfe_public"/);
  });

  it('names the remote the shell should start loading at once, when that remote is configured', () => {
    const remotes = { mfe_public: '/remotes/mfe-public/remoteEntry.js' };
    assert.match(firstLoadTags(config(remotes), { remote: 'mfe_public', reads: SESSION }), /<script type="application\/json" id="runtime-config" data-first-remote="mfe_public">/);
    assert.doesNotMatch(firstLoadTags(config(remotes), { remote: 'mfe_projects', reads: SESSION }), /data-first-remote/);
    assert.doesNotMatch(firstLoadTags(config(remotes), { reads: SESSION }), /data-first-remote/);
  });

  it('preloads each read in the API client’s mode, from where the API is served', () => {
    const tags = firstLoadTags(config({}, { apiBaseUrl: 'https://api.example.org' }), { reads: [...SESSION, '/api/members'] });
    assert.equal(tags.match(/as="fetch" crossorigin="use-credentials">/g)?.length, 2);
    assert.match(tags, /<link rel="preload" href="https:\/\/api.example.org\/api\/members" as="fetch" crossorigin="use-credentials">/);
  });

  it("on a page the server drew, preloads only scripts, which start after its first paint: its remote's stylesheets and reads are in it", () => {
    const files = () => ['/remotes/mfe-public/routes.a.css', '/remotes/mfe-public/routes.b.js'];
    const page = { remote: 'mfe_public', reads: [...SESSION, '/api/members'] };
    const tags = firstLoadTags(config({ mfe_public: '/remotes/mfe-public/remoteEntry.js' }), page, files, { drawn: true });
    assert.deepEqual(tags.match(/<link[^>]*>/g), [
      '<link rel="preload" href="/remotes/mfe-public/remoteEntry.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="/remotes/mfe-public/routes.b.js" as="script" fetchpriority="low">',
    ]);
    // Drawn in the browser, the same page preloads all of them.
    assert.equal(firstLoadTags(config({ mfe_public: '/remotes/mfe-public/remoteEntry.js' }), page, files).match(/<link/g)?.length, 5);
    const manifest = config({ mfe_public: 'https://cdn.example.org/public/mf-manifest.json' });
    assert.doesNotMatch(firstLoadTags(manifest, page, () => [], { drawn: true }), /<link/);
  });
});
