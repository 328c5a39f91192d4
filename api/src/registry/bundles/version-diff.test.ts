import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RouteManifest } from 'shared-ui/route-manifest';
import type { VersionContents } from './version-contents.js';
import { diffVersions } from './version-diff.js';

const manifest = (routes: RouteManifest['routes'], menus: RouteManifest['menus'] = []): RouteManifest => ({ schemaVersion: 1, remote: 'mfe_timeline', area: 'timeline', routes, menus });

const ACTIVE: VersionContents = {
  routes: manifest(
    [
      { path: '/timeline', guard: 'member', head: { title: 'Timeline' } },
      { path: '/timeline/add', guard: 'member', head: { title: 'Add an entry' } },
      { path: '/timeline/old', guard: 'member' },
    ],
    [
      { menu: 'account', label: 'Timeline', to: '/timeline', order: 30 },
      { menu: 'footer', label: 'Old timeline', to: '/timeline/old', order: 5 },
    ],
  ),
  shared: [
    { name: 'react', version: '19.3.1', singleton: true },
    { name: 'formik', version: '2.4.6' },
    { name: 'moment', version: '2.30.1' },
  ],
  firstLoadBytes: 120_000,
  files: 12,
  unreadable: [],
};

const CANDIDATE: VersionContents = {
  routes: manifest(
    [
      { path: '/timeline', guard: 'member', head: { title: 'Lab timeline', description: 'What the lab did' } },
      { path: '/timeline/add', guard: 'member', head: { title: 'Add an entry' } },
      { path: '/timeline/stats', guard: 'member', head: { title: 'Statistics' } },
    ],
    [
      { menu: 'account', label: 'Timeline', to: '/timeline', order: 40 },
      { menu: 'bar', label: 'Statistics', to: '/timeline/stats', order: 50 },
    ],
  ),
  shared: [
    { name: 'react', version: '19.3.1', singleton: true },
    { name: 'formik', version: '2.4.9' },
    { name: 'yup', version: '1.6.1' },
  ],
  firstLoadBytes: 98_000,
  files: 14,
  unreadable: [],
};

describe('diffVersions', () => {
  it('names the pages, menu entries, heads and shared modules a version adds, removes or changes, and its sizes', () => {
    assert.deepEqual(diffVersions({ version: 3, contents: ACTIVE }, { version: 5, contents: CANDIDATE }), {
      against: 3,
      version: 5,
      routes: { added: ['/timeline/stats'], removed: ['/timeline/old'] },
      menus: {
        added: [{ menu: 'bar', label: 'Statistics', to: '/timeline/stats' }],
        removed: [{ menu: 'footer', label: 'Old timeline', to: '/timeline/old' }],
      },
      heads: { changed: [{ path: '/timeline', before: { title: 'Timeline' }, after: { title: 'Lab timeline', description: 'What the lab did' } }] },
      shared: {
        added: [{ name: 'yup', version: '1.6.1' }],
        removed: [{ name: 'moment', version: '2.30.1' }],
        changed: [{ name: 'formik', before: '2.4.6', after: '2.4.9' }],
      },
      firstLoadBytes: { before: 120_000, after: 98_000 },
      files: { before: 12, after: 14 },
      notes: [],
    });
  });

  it('finds nothing between a version and itself', () => {
    const same = diffVersions({ version: 3, contents: ACTIVE }, { version: 3, contents: ACTIVE });
    assert.deepEqual([same.routes, same.menus, same.heads, same.shared], [{ added: [], removed: [] }, { added: [], removed: [] }, { changed: [] }, { added: [], removed: [], changed: [] }]);
  });

  it('counts a head given to a page, or taken from it, as changed', () => {
    const withHead = { ...ACTIVE, routes: manifest([{ path: '/timeline/old', guard: 'member', head: { title: 'Old' } }]) };
    const without = { ...ACTIVE, routes: manifest([{ path: '/timeline/old', guard: 'member' }]) };
    assert.deepEqual(diffVersions({ version: 2, contents: without }, { version: 3, contents: withHead }).heads.changed, [{ path: '/timeline/old', before: null, after: { title: 'Old' } }]);
    assert.deepEqual(diffVersions({ version: 2, contents: withHead }, { version: 3, contents: without }).heads.changed, [{ path: '/timeline/old', before: { title: 'Old' }, after: null }]);
  });

  it('leaves out what either version could not be read for, and says so', () => {
    const unread: VersionContents = { files: 3, unreadable: ['its mf-manifest.json', 'its route manifest', 'its first-load.json'] };
    const diff = diffVersions({ version: 1, contents: unread }, { version: 4, contents: CANDIDATE });
    assert.deepEqual(diff.routes, { added: [], removed: [] }, 'not every page counted as new');
    assert.deepEqual(diff.menus, { added: [], removed: [] });
    assert.deepEqual(diff.shared, { added: [], removed: [], changed: [] });
    assert.deepEqual(diff.firstLoadBytes, { before: null, after: 98_000 });
    assert.deepEqual(diff.files, { before: 3, after: 14 });
    assert.deepEqual(diff.notes, [
      'Version 1: its mf-manifest.json could not be read, so what depends on it is left out.',
      'Version 1: its route manifest could not be read, so what depends on it is left out.',
      'Version 1: its first-load.json could not be read, so what depends on it is left out.',
    ]);
  });
});
