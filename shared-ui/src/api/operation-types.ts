// '.js': the API's type check reads this file as a Node ES module (api/src/contract.test.ts).
import type { paths } from './openapi.js';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The documented paths that take `M`, as the document writes them ('/api/snapshots/{id}'). */
export type ApiPath<M extends Method> = { [P in keyof paths]: paths[P][M] extends undefined ? never : P }[keyof paths];

type Operation<M extends Method, P extends ApiPath<M>> = NonNullable<paths[P][M]>;

type Json<Content> = Content extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON that `M P` answers with `Status` (200 unless named), as the API's document says it. */
export type Reply<M extends Method, P extends ApiPath<M>, Status extends number = 200> =
  Operation<M, P>['responses'] extends Record<Status, infer Response> ? Json<Response> : never;

/** The JSON body that `M P` takes. */
export type RequestBody<M extends Method, P extends ApiPath<M>> = Json<NonNullable<Operation<M, P>['requestBody']>>;

/** The query parameters that `M P` takes. */
export type Query<M extends Method, P extends ApiPath<M>> = NonNullable<Operation<M, P>['parameters']['query']>;
