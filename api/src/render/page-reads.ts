import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PageRead } from './render-protocol.js';

/**
 * The API reads a page starts with, answered through the app itself (and so through its response
 * cache) as its reader reads them: a visitor, without a cookie (only public data), or a member,
 * with theirs. What the server draws the page with, and what the page carries for the browser to
 * draw its first render with. `onAnswer` sees each answer as it comes: what data the page is made from.
 */
export async function pageReads(
  app: FastifyInstance,
  paths: string[],
  { cookie, onAnswer = () => {} }: { cookie?: string | undefined; onAnswer?: (response: LightMyRequestResponse) => void } = {},
): Promise<Record<string, PageRead>> {
  const answers = await Promise.all(
    paths.map(async (path) => {
      const response = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) } });
      onAnswer(response);
      if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return undefined;
      return [path, { status: response.statusCode, body: response.json() as unknown }] as const;
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== undefined));
}
