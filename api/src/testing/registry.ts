import type { LightMyRequestResponse } from 'fastify';
import { multipart } from './multipart.js';
import type { TestContext, TestUser } from './test-context.js';

/** Who calls the registry: a deploy token, a session, or nobody. */
export type Caller = { token: string } | TestUser | undefined;

function asCaller(caller: Caller) {
  if (caller && 'token' in caller) return { headers: { authorization: `Bearer ${caller.token}` } };
  return { as: caller };
}

/** A new deploy token of `pkg`, made by an admin: by default with no label, and not allowed to activate. */
export async function deployToken(ctx: TestContext, pkg: string, rights: { label?: string; mayActivate?: boolean } = {}): Promise<{ id: string; token: string }> {
  const admin = await ctx.admin();
  const response = await ctx.inject({ method: 'POST', url: `/api/remotes/${pkg}/deploy-tokens`, as: admin, payload: rights });
  if (response.statusCode !== 201) throw new Error(`could not make a token: ${response.body}`);
  return response.json().data;
}

/** Uploads a bundle as the deploy command does, with text fields beside it (its git facts). */
export async function uploadBundle(ctx: TestContext, pkg: string, bundle: Buffer, caller: Caller, fields: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const form = await multipart({ ...fields, bundle: { file: bundle, name: `${pkg}.tar.gz` } });
  const { headers, ...rest } = asCaller(caller) as { headers?: Record<string, string>; as?: TestUser };
  return ctx.inject({ method: 'POST', url: `/api/remotes/${pkg}/versions`, payload: form.payload, headers: { ...form.headers, ...headers }, ...rest });
}

/** POSTs to one of the registry's routes of `pkg` (`activate`, `rollback`, `versions` with JSON). */
export function callRegistry(ctx: TestContext, pkg: string, route: string, caller: Caller, payload?: object): Promise<LightMyRequestResponse> {
  return ctx.inject({ method: 'POST', url: `/api/remotes/${pkg}/${route}`, ...(payload ? { payload } : {}), ...asCaller(caller) });
}
