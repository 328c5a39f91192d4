import { Unreachable, type Answer } from './portal-request';
import { statusOf, type RemoteStatus } from './status';

/** The command's exit codes: done, not done (every reason printed), called wrongly. */
export const EXIT = { done: 0, failed: 1, usage: 2 } as const;

/** What the portal's answer means for the person deploying, in sentences, one a line. */
export interface Report {
  ok: boolean;
  lines: string[];
}

export interface Context {
  portal: string;
  remote: string;
}

export function whereToLook(portal: string): string {
  return `See it at ${portal}/admin/remotes`;
}

export function unreachable(portal: string, reason: string): string {
  return `The portal could not be reached at ${portal}: ${reason}.`;
}

/** The portal's answer, or the sentence saying it could not be reached. */
export async function reach(portal: string, call: () => Promise<Answer>): Promise<Answer | string> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Unreachable) return unreachable(portal, error.reason);
    throw error;
  }
}

/** An ISO date-time as a person reads it, to the minute. */
export const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** The remote's status, the command's first call: a refused token or a wrong portal shows here, before anything is sent. */
export function reportStatus(answer: Answer, context: Context): Report & { status?: RemoteStatus } {
  const status = statusOf(answer);
  if (status) return { ok: true, status, lines: [] };
  return { ok: false, lines: refusal(answer, context, `The portal did not tell the status of ${context.remote}:`) };
}

/** With `version` set only when the portal accepted the upload. */
export function reportUpload(answer: Answer, context: Context, activating: boolean): Report & { version?: number } {
  const version = dataOf(answer.body)?.version;
  if (answer.status !== 201 || typeof version !== 'number') {
    return { ok: false, lines: refusal(answer, context, 'The portal refused this version:') };
  }
  const accepted = `Version ${version} of ${context.remote} was accepted.`;
  if (activating) return { ok: true, version, lines: [accepted] };
  return { ok: true, version, lines: [accepted, 'It is not active yet: pages keep loading the active version until this one is activated.'] };
}

export function reportActivation(answer: Answer, context: Context, version: number): Report {
  if (answer.status === 200 && dataOf(answer.body)?.active === true) {
    return { ok: true, lines: [`Version ${version} is now active: the next page load uses it.`] };
  }
  return {
    ok: false,
    lines: [...refusal(answer, context, `Version ${version} was accepted but not activated:`, { rights: true }), 'Pages keep loading the version that was active before.'],
  };
}

export function reportRollout(answer: Answer, context: Context, version: number, percent: number): Report {
  const data = dataOf(answer.body);
  if (answer.status === 200 && data?.active === true) return { ok: true, lines: [`Version ${version} is now active: the next page load uses it.`] };
  if (answer.status === 200 && data?.active === false) {
    return { ok: true, lines: [`Version ${version} now reaches ${percent}% of visitors; the others keep the active version. Roll out further, --activate, or rollback.`] };
  }
  return {
    ok: false,
    lines: [...refusal(answer, context, `Version ${version} was accepted but not rolled out:`, { rights: true }), 'Every visitor keeps the version that was active before.'],
  };
}

export function reportPreview(answer: Answer, context: Context, version: number): Report {
  const data = dataOf(answer.body);
  if (answer.status === 201 && typeof data?.url === 'string' && typeof data.expiresAt === 'string') {
    return { ok: true, lines: [`Preview version ${version} until ${when(data.expiresAt)}: whoever opens this link gets it, every other visitor the active version.`, data.url] };
  }
  return { ok: false, lines: refusal(answer, context, `Version ${version} was accepted but no preview link was made:`) };
}

/** A rollback, or with `to` an activation of that version. */
export function reportRollback(answer: Answer, context: Context, to?: number): Report {
  const version = dataOf(answer.body)?.version;
  if (answer.status === 200 && typeof version === 'number') {
    return { ok: true, lines: [`${context.remote} is ${to === undefined ? 'back ' : ''}on version ${version}: the next page load uses it.`] };
  }
  const heading = to === undefined ? `${context.remote} was not rolled back:` : `Version ${to} was not activated:`;
  return { ok: false, lines: [...refusal(answer, context, heading, { rights: to !== undefined }), 'Pages keep loading the version that was active before.'] };
}

/**
 * The portal's reasons, with the problems it found one a line under `heading`. `rights`: a 403 can
 * mean the token may not bring versions to visitors, which the portal's sentence says.
 */
function refusal(answer: Answer, { portal, remote }: Context, heading: string, { rights = false } = {}): string[] {
  const body = answer.body as { message?: unknown; problems?: unknown } | undefined;
  if (answer.status === 401) {
    return [`The portal does not know this deploy token, or it was revoked: ask an admin for a new deploy token of ${remote}.`];
  }
  if (answer.status === 403 && rights && typeof body?.message === 'string') return [heading, body.message];
  if (answer.status === 403) {
    return [`This deploy token belongs to another remote: ${remote} takes only its own deploy tokens.`];
  }
  if (answer.status >= 500) {
    return [`The portal failed on its side (${answer.status} ${answer.statusText}): try again later, and tell its admin if it keeps failing.`];
  }
  const problems = Array.isArray(body?.problems) ? body.problems.filter((problem) => typeof problem === 'string') : [];
  if (problems.length > 0) return [heading, ...problems.map((problem) => `- ${problem}`)];
  if (typeof body?.message === 'string') return [`${heading} ${body.message}`];
  // Another server at that address (a dev server, a proxy's error page) answers without the registry's JSON.
  return [`The portal answered ${answer.status} ${answer.statusText}, not as the remote registry does: is ${portal} the portal's address?`];
}

function dataOf(body: unknown): { version?: unknown; active?: unknown; url?: unknown; expiresAt?: unknown } | undefined {
  const data = (body as { data?: unknown } | undefined)?.data;
  return typeof data === 'object' && data !== null ? data : undefined;
}
