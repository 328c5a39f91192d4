import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * Draws `ui` as the server's render does (react-dom/static, which waits for every lazy part), in
 * tests that run in Node (`@jest-environment node`) and so have no window and no document: a part
 * that reads them as it loads or renders fails here as it would on the server.
 */
export async function drawOnServer(ui: ReactElement): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(ui, { onError: (error) => void errors.push(error) });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw errors[0];
  return html;
}
