import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { firstLoadTags, remoteForPath } from './first-load.js';

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
    assert.match(tags, /<link rel="preload" href="https:\/\/cdn.example.org\/public\/remoteEntry.js" as="script">/);
    assert.equal(tags.match(/rel="preload"/g)?.length, 1);
  });

  it('names the remote the shell should start loading at once, when that remote is configured', () => {
    const remotes = { mfe_public: '/remotes/mfe-public/remoteEntry.js' };
    assert.match(firstLoadTags({ apiBaseUrl: '', tileUrl: '', remotes }, '/People', false), /<script type="application\/json" id="runtime-config" data-first-remote="mfe_public">/);
    assert.doesNotMatch(firstLoadTags({ apiBaseUrl: '', tileUrl: '', remotes }, '/projects/NOVA', false), /data-first-remote/);
    assert.doesNotMatch(firstLoadTags({ apiBaseUrl: '', tileUrl: '', remotes }, '/timeline', false), /data-first-remote/);
  });
});
