import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from '../plugins/session.js';
import { sha256 } from '../services/secrets.js';
import type { RemoteDirectory } from '../registry/remote-directory.js';
import type { Visitor } from './visitor-versions.js';

/** The preview link's token this browser opened: it gets that version of that remote until the link expires. */
export const PREVIEW_COOKIE = 'lab_preview';
/** A random id of this browser's, nothing else: it keeps the browser on one side of every rollout. */
export const ROLLOUT_COOKIE = 'lab_rollout';
/** The query parameter of a preview link (`/?preview=lpp_…`), and its value that ends a preview. */
export const PREVIEW_PARAMETER = 'preview';
export const END_PREVIEW = 'end';

const ROLLOUT_ID = /^[A-Za-z0-9_-]{16,64}$/;
const YEAR_S = 365 * 24 * 60 * 60;

/**
 * The visitor of a page request, from its cookies. While a remote is in a rollout a browser
 * without its id gets one, in this answer, so its side is drawn once and kept.
 */
export function visitorOf(request: FastifyRequest, reply: FastifyReply, directory: RemoteDirectory): Visitor {
  const token = request.cookies[PREVIEW_COOKIE];
  let rolloutId = request.cookies[ROLLOUT_COOKIE];
  if (rolloutId !== undefined && !ROLLOUT_ID.test(rolloutId)) rolloutId = undefined;
  if (rolloutId === undefined && directory.hasRollouts()) {
    rolloutId = randomBytes(16).toString('base64url');
    reply.setCookie(ROLLOUT_COOKIE, rolloutId, { ...cookieOptions(request), maxAge: YEAR_S });
  }
  return { ...(token ? { previewHash: sha256(token) } : {}), ...(rolloutId ? { rolloutId } : {}) };
}

/**
 * A page address with `?preview=…`, the landing of a preview link: the browser keeps the link's
 * token (until it expires) or forgets it (`end`), and is sent to the same address without it, so
 * the token is not left in its history or in a link it shares. Answers whether it sent a redirect.
 */
export function previewLanding(request: FastifyRequest, reply: FastifyReply, directory: RemoteDirectory): boolean {
  const [pathname, query = ''] = request.url.split('?') as [string, string?];
  const parameters = new URLSearchParams(query);
  const token = parameters.get(PREVIEW_PARAMETER);
  if (token === null) return false;
  parameters.delete(PREVIEW_PARAMETER);
  const rest = parameters.toString();
  const preview = token === END_PREVIEW ? undefined : directory.preview({ previewHash: sha256(token) });
  if (preview) reply.setCookie(PREVIEW_COOKIE, token, { ...cookieOptions(request), expires: new Date(preview.expiresAt) });
  else reply.clearCookie(PREVIEW_COOKIE, cookieOptions(request));
  if (!preview && token !== END_PREVIEW) request.log.info({ page: pathname }, 'a preview link that has expired or is unknown was opened');
  reply.header('Cache-Control', 'no-store').redirect(`${pathname}${rest ? `?${rest}` : ''}`, 303);
  return true;
}
