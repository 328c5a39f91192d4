import type { Answer } from './portal-request';

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
    lines: [...refusal(answer, context, `Version ${version} was accepted but not activated:`), 'Pages keep loading the version that was active before.'],
  };
}

/** The portal's reasons, with the problems it found one a line under `heading`. */
function refusal(answer: Answer, { portal, remote }: Context, heading: string): string[] {
  if (answer.status === 401) {
    return [`The portal does not know this deploy token, or it was revoked: ask an admin for a new deploy token of ${remote}.`];
  }
  if (answer.status === 403) {
    return [`This deploy token belongs to another remote: ${remote} takes only its own deploy tokens.`];
  }
  if (answer.status >= 500) {
    return [`The portal failed on its side (${answer.status} ${answer.statusText}): try again later, and tell its admin if it keeps failing.`];
  }
  const body = answer.body as { message?: unknown; problems?: unknown } | undefined;
  const problems = Array.isArray(body?.problems) ? body.problems.filter((problem) => typeof problem === 'string') : [];
  if (problems.length > 0) return [heading, ...problems.map((problem) => `- ${problem}`)];
  if (typeof body?.message === 'string') return [`${heading} ${body.message}`];
  // Another server at that address (a dev server, a proxy's error page) answers without the registry's JSON.
  return [`The portal answered ${answer.status} ${answer.statusText}, not as the remote registry does: is ${portal} the portal's address?`];
}

function dataOf(body: unknown): { version?: unknown; active?: unknown } | undefined {
  const data = (body as { data?: unknown } | undefined)?.data;
  return typeof data === 'object' && data !== null ? data : undefined;
}
