import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { firstLoadTags, firstReadsForPath, remoteForPath } from './first-load.js';

describe('the remote a first page load needs', () => {
  it('follows the route table: public pages, projects, and members’ and admins’ areas', () => {
    assert.equal(remoteForPath('/', false), 'mfe_public');
    assert.equal(remoteForPath('/People', false), 'mfe_public');
    assert.equal(remoteForPath('/lab_highlights/42', false), 'mfe_public');
    assert.equal(remoteForPath('/projects/NOVA', false), 'mfe_projects');
    assert.equal(remoteForPath('/timeline', true), 'mfe_timeline');
    assert.equal(remoteForPath('/Resources/7', true), 'mfe_members');
    assert.equal(remoteForPath('/admin/highlights', true), 'mfe_admin');
  });

  it('preloads nothing for a members’ page a visitor cannot see', () => {
    assert.equal(remoteForPath('/timeline', false), undefined);
    assert.equal(remoteForPath('/editprofile', false), undefined);
  });

  it('escapes the config so no value can end the data block early', () => {
    const tags = firstLoadTags({ apiBaseUrl: '', tileUrl: '</script><script>alert(1)</script>', remotes: {} }, '/', false);
    assert.equal(tags.match(/<\/script>/g)?.length, 1);
    assert.match(tags, /\\u003c\/script>/);
  });

  it('preloads the entry of the page’s remote, wherever it is served from', () => {
    const tags = firstLoadTags({ apiBaseUrl: '', tileUrl: '', remotes: { mfe_public: 'https://cdn.example.org/public/remoteEntry.js' } }, '/', false);
    assert.match(tags, /<link rel="preload" href="https:\/\/cdn.example.org\/public\/remoteEntry.js" as="script" fetchpriority="low">/);
    assert.equal(tags.match(/as="script"/g)?.length, 1);
  });

  it('preloads a remote configured by its mf-manifest.json as the runtime fetches it, not as a script', () => {
    const tags = firstLoadTags({ apiBaseUrl: '', tileUrl: '', remotes: { mfe_public: 'https://cdn.example.org/public/mf-manifest.json' } }, '/', false);
    assert.match(tags, /<link rel="preload" href="https:\/\/cdn.example.org\/public\/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">/);
    assert.doesNotMatch(tags, /as="script"/);
    assert.match(tags, /data-first-remote="mfe_public"/);
  });

  it('names the remote the shell should start loading at once, when that remote is configured', () => {
    const remotes = { mfe_public: '/remotes/mfe-public/remoteEntry.js' };
    assert.match(firstLoadTags({ apiBaseUrl: '', tileUrl: '', remotes }, '/People', false), /<script type="application\/json" id="runtime-config" data-first-remote="mfe_public">/);
    assert.doesNotMatch(firstLoadTags({ apiBaseUrl: '', tileUrl: '', remotes }, '/projects/NOVA', false), /data-first-remote/);
    assert.doesNotMatch(firstLoadTags({ apiBaseUrl: '', tileUrl: '', remotes }, '/timeline', false), /data-first-remote/);
  });
});

describe('the API reads a first page load starts', () => {
  it('checks the session on every page, and reads what the page shows', () => {
    assert.deepEqual(firstReadsForPath('/', false), ['/api/tokens/access_token']);
    assert.deepEqual(firstReadsForPath('/People', false), ['/api/tokens/access_token', '/api/members']);
    assert.deepEqual(firstReadsForPath('/team', false), ['/api/tokens/access_token', '/api/members']);
    assert.deepEqual(firstReadsForPath('/projects/nova', false), ['/api/tokens/access_token', '/api/members']);
    assert.deepEqual(firstReadsForPath('/lab_highlights', false), ['/api/tokens/access_token', '/api/highlights']);
    assert.deepEqual(firstReadsForPath('/timeline', true), ['/api/tokens/access_token', '/api/snapshots', '/api/snapshots/filters']);
    assert.deepEqual(firstReadsForPath('/resources/', true), ['/api/tokens/access_token', '/api/resources', '/api/resources/categories']);
  });

  it('reads nothing more for pages that show no list, or a members’ page without a session', () => {
    for (const path of ['/projects', '/projects/overview', '/lab_highlights/42', '/timeline/add', '/resources/7', '/contact']) {
      assert.deepEqual(firstReadsForPath(path, true), ['/api/tokens/access_token'], path);
    }
    assert.deepEqual(firstReadsForPath('/timeline', false), ['/api/tokens/access_token']);
  });

  it('preloads each read in the API client’s mode, from where the API is served', () => {
    const tags = firstLoadTags({ apiBaseUrl: 'https://api.example.org', tileUrl: '', remotes: {} }, '/People', false);
    assert.equal(tags.match(/as="fetch" crossorigin="use-credentials">/g)?.length, 2);
    assert.match(tags, /<link rel="preload" href="https:\/\/api.example.org\/api\/members" as="fetch" crossorigin="use-credentials">/);
  });
});
