import * as audit from './audit';
import * as root from './index';
import * as publications from './publications';

// shared-ui's root entry is built into the shell's main.js (config/federation.cjs): every page's
// first load carries all of it, so data only one page shows lives in an entry of its own.
describe("shared-ui's entries", () => {
  it('keeps the publications and the audit labels out of the root entry', () => {
    expect(Object.keys(publications)).toEqual(['PUBLICATIONS']);
    expect(Object.keys(audit).sort()).toEqual(['AUDIT_ACTIONS', 'AUDIT_ACTION_DETAILS']);
    for (const name of [...Object.keys(publications), ...Object.keys(audit)]) expect(Object.keys(root)).not.toContain(name);
  });
});
