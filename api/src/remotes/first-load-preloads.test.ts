import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RuntimeConfig } from 'shared-ui/page-document';
import { firstLoadPreloads } from './first-load-preloads.js';

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

describe('the preloads of a first page load', () => {
  it('preloads the entry of the page’s remote, wherever it is served from', () => {
    const { preloads } = firstLoadPreloads(config({ mfe_public: 'https://cdn.example.org/public/remoteEntry.js' }), { remote: 'mfe_public', reads: [] });
    assert.deepEqual(preloads, [{ href: 'https://cdn.example.org/public/remoteEntry.js', as: 'script', low: true }]);
  });

  it('preloads a remote configured by its mf-manifest.json as the runtime fetches it, not as a script', () => {
    const { preloads, firstRemote } = firstLoadPreloads(config({ mfe_public: 'https://cdn.example.org/public/mf-manifest.json' }), { remote: 'mfe_public', reads: [] });
    assert.deepEqual(preloads, [{ href: 'https://cdn.example.org/public/mf-manifest.json', as: 'fetch', crossorigin: 'anonymous', low: true }]);
    assert.equal(firstRemote, 'mfe_public');
  });

  it('names the remote the shell should start loading at once, when that remote is configured', () => {
    const remotes = { mfe_public: '/remotes/mfe-public/remoteEntry.js' };
    assert.equal(firstLoadPreloads(config(remotes), { remote: 'mfe_public', reads: SESSION }).firstRemote, 'mfe_public');
    assert.equal(firstLoadPreloads(config(remotes), { remote: 'mfe_projects', reads: SESSION }).firstRemote, undefined);
    assert.equal(firstLoadPreloads(config(remotes), { reads: SESSION }).firstRemote, undefined);
  });

  it('preloads each read in the API client’s mode, from where the API is served', () => {
    const { preloads } = firstLoadPreloads(config({}, { apiBaseUrl: 'https://api.example.org' }), { reads: [...SESSION, '/api/members'] });
    assert.deepEqual(preloads, [
      { href: 'https://api.example.org/api/tokens/access_token', as: 'fetch', crossorigin: 'use-credentials' },
      { href: 'https://api.example.org/api/members', as: 'fetch', crossorigin: 'use-credentials' },
    ]);
  });

  it("asks for the page's own chunks with its remote's files", () => {
    const asked: Array<readonly string[] | undefined> = [];
    const files = (_entry: string, pageChunks?: readonly string[]) => {
      asked.push(pageChunks);
      return [];
    };
    firstLoadPreloads(config({ mfe_public: '/remotes/mfe-public/remoteEntry.js' }), { remote: 'mfe_public', reads: [], pageChunks: ['page-People'] }, files);
    assert.deepEqual(asked, [['page-People']]);
  });

  it("on a page the server drew, preloads only scripts, which start after its first paint: its remote's stylesheets and reads are in it", () => {
    const files = () => ['/remotes/mfe-public/routes.a.css', '/remotes/mfe-public/routes.b.js'];
    const page = { remote: 'mfe_public', reads: [...SESSION, '/api/members'] };
    const { preloads } = firstLoadPreloads(config({ mfe_public: '/remotes/mfe-public/remoteEntry.js' }), page, files, { drawn: true });
    assert.deepEqual(preloads, [
      { href: '/remotes/mfe-public/remoteEntry.js', as: 'script', low: true },
      { href: '/remotes/mfe-public/routes.b.js', as: 'script', low: true },
    ]);
    // Drawn in the browser, the same page preloads all of them.
    assert.equal(firstLoadPreloads(config({ mfe_public: '/remotes/mfe-public/remoteEntry.js' }), page, files).preloads.length, 5);
    const manifest = config({ mfe_public: 'https://cdn.example.org/public/mf-manifest.json' });
    assert.deepEqual(firstLoadPreloads(manifest, page, () => [], { drawn: true }).preloads, []);
  });
});
