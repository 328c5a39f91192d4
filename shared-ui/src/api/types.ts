// The API's request and reply shapes that two or more packages use, by the names the front end
// gives them: each an alias of the types generated from the API's OpenAPI document (openapi.d.ts,
// which the API's tests hold fresh). A package's own ones sit beside its calls, aliased the same way.
// '.js': the API's type check reads this file as a Node ES module (api/src/contract.test.ts).
import type { Reply, RequestBody } from './operation-types.js';

export type { operations, paths } from './openapi.js';
export type { ApiPath, Query, Reply, RequestBody } from './operation-types.js';

export type Member = Reply<'get', '/api/members'>['data'][number];

export type Position = Member['positions'][number];

export type Profile = Reply<'get', '/api/users/updateUser/{username}'>['data'];

export type AuthData = Reply<'post', '/api/users/login'>['data'];

export type SignupBody = RequestBody<'post', '/api/users/create'>;

export type Highlight = Reply<'get', '/api/highlights/{id}'>['data'];

type AuditEntry = Reply<'get', '/api/admin/audit'>['data'][number];

/** What an audit entry records, `<kind>.<verb>`; `config/audit.ts` gives each its label and target kind. */
export type AuditAction = AuditEntry['action'];

/** The kind of thing an audit entry's action was done to. */
export type AuditTarget = AuditEntry['target'];
