import { firstRenderLoadsSettled } from 'shared-ui';
import { startedLoadsSettled } from './load-remote-routes';

/**
 * How long the shell's first render waits for the first page's code and the session's answer.
 * The bar is painted from the HTML meanwhile; a page slower than this shows its loading state.
 */
export const FIRST_RENDER_WAIT_MS = 1000;

/**
 * Settles when the first page's remote, the lazy pages it started and the session's answer have
 * arrived, or after `waitMs`. Rendering then draws the page whole in one pass: a page that
 * suspends shows its loading state and, by React's fallback throttle, its content no sooner than
 * 300 ms later; a session answered after the first render redraws the bar.
 */
export function firstPageArrival(session: Promise<unknown>, waitMs = FIRST_RENDER_WAIT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const arrived = Promise.all([session, startedLoadsSettled().then(firstRenderLoadsSettled)]);
  return Promise.race([arrived.then(() => undefined), waited]).finally(() => clearTimeout(timer));
}
