import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as clientAttachments from '../../shared-ui/src/config/attachments.js';
import * as clientAudit from '../../shared-ui/src/config/audit.js';
import * as clientImages from '../../shared-ui/src/config/images.js';
import * as clientLab from '../../shared-ui/src/config/lab.js';
import * as clientPositions from '../../shared-ui/src/config/positions.js';
import * as clientProjects from '../../shared-ui/src/config/projects.js';
import { AUDIT_ACTION_TARGETS, AUDIT_ACTIONS } from './domain/audit.js';
import { LAB } from './domain/lab.js';
import { POSITION_RANK } from './domain/positions.js';
import { MANAGEMENT, PROJECTS } from './domain/projects.js';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_TOO_LARGE,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  TOO_MANY_ATTACHMENTS,
} from './services/attachments.js';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from './services/images.js';

/**
 * The client (shared-ui) and the API keep their own copies of some constants: neither package may
 * import the other's code at run time. The front end's types of requests and replies, and the lists
 * a schema enumerates, come from the OpenAPI document (openapi/api-types.test.ts holds them fresh);
 * these tests keep equal what the document does not carry: order, messages, limits, labels' pairs.
 */
describe('the API and the client share their constants', () => {
  it('projects and positions are the same lists', () => {
    assert.deepEqual([...PROJECTS], clientProjects.PROJECT_NAMES);
    assert.deepEqual([LAB.name, LAB.university], [clientLab.LAB.name, clientLab.LAB.university]);
    assert.equal(MANAGEMENT, clientProjects.MANAGEMENT);
    assert.deepEqual(POSITION_RANK.map((position) => position.toLowerCase()), [...clientPositions.POSITION_RANK]);
  });

  it('the audit trail has the same actions, each on the same kind of target', () => {
    assert.deepEqual([...AUDIT_ACTIONS], [...clientAudit.AUDIT_ACTIONS]);
    for (const action of AUDIT_ACTIONS) assert.equal(AUDIT_ACTION_TARGETS[action], clientAudit.AUDIT_ACTION_DETAILS[action].target, action);
  });

  it('image uploads have the same limit and messages', () => {
    const { maxBytes, tooLarge, notAnImage } = clientImages.IMAGE_UPLOAD;
    assert.deepEqual([MAX_IMAGE_BYTES, IMAGE_TOO_LARGE, NOT_AN_IMAGE], [maxBytes, tooLarge, notAnImage]);
  });

  it("a resource's files have the same count, size limit, types and messages", () => {
    const { maxFiles, maxBytes, extensions, tooLarge, tooMany } = clientAttachments.ATTACHMENT_UPLOAD;
    assert.deepEqual([MAX_ATTACHMENTS, MAX_ATTACHMENT_BYTES, ATTACHMENT_TOO_LARGE, TOO_MANY_ATTACHMENTS], [maxFiles, maxBytes, tooLarge, tooMany]);
    assert.deepEqual([...ATTACHMENT_EXTENSIONS].sort(), [...extensions].sort());
  });
});
