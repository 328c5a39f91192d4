import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Static } from 'typebox';
import type * as Client from '../../shared-ui/src/api/types.js';
import * as clientAttachments from '../../shared-ui/src/config/attachments.js';
import * as clientAudit from '../../shared-ui/src/config/audit.js';
import * as clientImages from '../../shared-ui/src/config/images.js';
import * as clientLab from '../../shared-ui/src/config/lab.js';
import * as clientPositions from '../../shared-ui/src/config/positions.js';
import * as clientProjects from '../../shared-ui/src/config/projects.js';
import * as clientResources from '../../shared-ui/src/config/resources.js';
import * as clientTimeline from '../../shared-ui/src/config/timeline.js';
import { AUDIT_ACTION_TARGETS, AUDIT_ACTIONS } from './domain/audit.js';
import { LAB } from './domain/lab.js';
import { POSITION_RANK, TOKEN_KEYS } from './domain/positions.js';
import { MANAGEMENT, PROJECTS, TIMELINE_CATEGORIES, TIMELINE_PROJECTS } from './domain/projects.js';
import { RESOURCE_CATEGORIES } from './domain/resource-categories.js';
import type { AccountSummarySchema, AuditEntrySchema, ResetLinkSchema } from './schemas/admin.js';
import type { AttachmentSchema } from './schemas/attachments.js';
import type { FeedTokenSchema } from './schemas/feed.js';
import type { DeployTokenSchema, NewDeployTokenBody, NewDeployTokenSchema, RemoteStatusSchema } from './schemas/remotes.js';
import type { RemoteDiffSchema } from './schemas/remote-diff.js';
import type { MemberSchema } from './schemas/members.js';
import type { HighlightSchema } from './schemas/highlights.js';
import type { ResourceSchema } from './schemas/resources.js';
import type { SignupTokenSchema } from './schemas/signup-tokens.js';
import type { SnapshotSchema } from './schemas/snapshots.js';
import type { AuthData, ProfileSchema } from './schemas/users.js';
import { seedDemo } from './seed/seed-demo.js';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_TOO_LARGE,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  TOO_MANY_ATTACHMENTS,
} from './services/attachments.js';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from './services/images.js';
import { multipart } from './testing/multipart.js';
import { useTestApp } from './testing/test-context.js';

/**
 * The client (shared-ui) and the API keep their own copies of types and constants: neither
 * package may import the other's code at run time. These tests keep the copies equal.
 *
 * The client's types and the API's reply schemas describe the same data. The type
 * checker holds each reply to its client type; the test below holds the keys of real replies
 * to the client types' keys, so neither side can grow a field the other does not know.
 */
type Fits<Reply, Expected> = [Reply] extends [Expected] ? true : never;
export const replyTypesFit: [
  Fits<Static<typeof MemberSchema>, Client.Member>,
  Fits<Static<typeof ProfileSchema>, Client.Profile>,
  Fits<Static<typeof AuthData>, Client.AuthData>,
  Fits<Static<typeof SnapshotSchema>, Client.Snapshot>,
  Fits<Static<typeof ResourceSchema>, Client.Resource>,
  Fits<Static<typeof HighlightSchema>, Client.Highlight>,
  Fits<Static<typeof SignupTokenSchema>, Client.SignupTokenInfo>,
  Fits<Static<typeof AttachmentSchema>, Client.ResourceAttachment>,
  Fits<Static<typeof FeedTokenSchema>, Client.FeedToken>,
  Fits<Static<typeof AccountSummarySchema>, Client.AccountSummary>,
  Fits<Static<typeof AuditEntrySchema>, Client.AuditEntry>,
  Fits<Static<typeof ResetLinkSchema>, Client.ResetLink>,
  Fits<Static<typeof RemoteStatusSchema>, Client.RemoteStatus>,
  Fits<Static<typeof DeployTokenSchema>, Client.DeployToken>,
  Fits<Static<typeof NewDeployTokenSchema>, Client.NewDeployToken>,
  Fits<Static<typeof RemoteDiffSchema>, Client.RemoteDiff>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];

/** The other way for request bodies: what the client sends fits what the route's body schema takes. */
export const requestTypesFit: [Fits<Client.NewDeployTokenBody, Static<typeof NewDeployTokenBody>>] = [true];

const keys = <T>(all: Record<keyof T, true>) => Object.keys(all).sort();

const ctx = useTestApp();

describe('API replies and the client types', () => {
  it('have the same fields', async () => {
    await seedDemo(ctx.database.db);
    const admin = await ctx.admin();
    const first = async (url: string) => (await ctx.inject({ method: 'GET', url, as: admin })).json().data[0];
    const member = await first('/api/members');
    const expected: [unknown, string[]][] = [
      [member, keys<Client.Member>({ _id: true, username: true, name: true, email: true, blurb: true, isAlumni: true, profilePic: true, positions: true })],
      [await first('/api/snapshots'), keys<Client.Snapshot>({ _id: true, author: true, title: true, project: true, date: true, descriptions: true, hyperlinks: true, contributors: true, categories: true, updatedTime: true })],
      [await first('/api/resources'), keys<Client.Resource>({ _id: true, title: true, description: true, category: true, author: true, createdAt: true, resource_link: true })],
      [await first('/api/highlights'), keys<Client.Highlight>({ _id: true, title: true, project: true, date: true, description: true, image: true, author: true, highlights: true, updatedAt: true })],
    ];
    const resource = await first('/api/resources');
    const upload = await multipart({ files: { file: Buffer.from('a,b\n'), name: 'data.csv' } });
    const uploaded = await ctx.inject({ method: 'POST', url: `/api/resources/${resource._id}/attachments`, as: admin, ...upload });
    expected.push([
      uploaded.json().data[0],
      keys<Client.ResourceAttachment>({ _id: true, resourceId: true, fileName: true, mimeType: true, size: true, createdAt: true, url: true }),
    ]);
    expected.push([
      (await ctx.inject({ method: 'GET', url: '/api/snapshots/feed-token', as: admin })).json().data,
      keys<Client.FeedToken>({ url: true, createdAt: true }),
    ]);
    expected.push([await first('/api/admin/users'), keys<Client.AccountSummary>({ _id: true, username: true, name: true, positions: true, isAdmin: true, isActive: true, lastLoginAt: true })]);
    // The upload above is in the audit trail.
    expected.push([await first('/api/admin/audit'), keys<Client.AuditEntry>({ _id: true, at: true, actor: true, action: true, target: true, targetId: true, summary: true, fields: true })]);
    const made = (await ctx.inject({ method: 'POST', url: '/api/remotes/mfe-timeline/deploy-tokens', as: admin })).json().data;
    expected.push([made, keys<Client.NewDeployToken>({ id: true, token: true, createdAt: true })]);
    expected.push([await first('/api/remotes/mfe-timeline/deploy-tokens'), keys<Client.DeployToken>({ id: true, label: true, mayActivate: true, createdAt: true, createdBy: true, lastUsedAt: true, revokedAt: true })]);
    const remote = await first('/api/remotes');
    expected.push([remote, keys<Client.RemoteStatus>({ name: true, federationName: true, activeVersion: true, url: true, overridden: true, versions: true, failures: true, rollout: true, refusals: true, automaticRollbacks: true })]);
    expected.push([remote.versions[0], keys<Client.RemoteVersion>({ version: true, createdAt: true, source: true, size: true, manifestUrl: true, by: true, active: true, health: true, git: true })]);
    expected.push([
      (await ctx.inject({ method: 'GET', url: '/api/remotes/mfe-timeline/versions/1/diff', as: admin })).json().data,
      keys<Client.RemoteDiff>({ against: true, version: true, routes: true, menus: true, heads: true, shared: true, firstLoadBytes: true, files: true, notes: true }),
    ]);
    for (const [reply, fields] of expected) assert.deepEqual(Object.keys(reply as object).sort(), fields);
  });
});

describe('the API and the client share their constants', () => {
  it('projects, positions, sign-up keys, timeline and resource categories are the same lists', () => {
    assert.deepEqual([...PROJECTS], clientProjects.PROJECT_NAMES);
    assert.deepEqual([LAB.name, LAB.university], [clientLab.LAB.name, clientLab.LAB.university]);
    assert.equal(MANAGEMENT, clientProjects.MANAGEMENT);
    assert.deepEqual(POSITION_RANK.map((position) => position.toLowerCase()), [...clientPositions.POSITION_RANK]);
    assert.deepEqual(TOKEN_KEYS, clientPositions.SIGNUP_POSITIONS.map((option) => option.value));
    assert.deepEqual([...TIMELINE_PROJECTS], [...clientTimeline.TIMELINE_PROJECTS]);
    assert.deepEqual([...TIMELINE_CATEGORIES], [...clientTimeline.TIMELINE_CATEGORIES]);
    assert.deepEqual(
      Object.entries(RESOURCE_CATEGORIES).map(([main, sub]) => ({ main, sub: [...sub] })),
      clientResources.RESOURCE_CATEGORIES.map(({ main, sub }) => ({ main, sub: [...sub] })),
    );
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
