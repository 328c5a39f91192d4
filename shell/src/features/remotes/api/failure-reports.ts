import { RemoteUnavailableError } from '../utils/remote-loading-plugin';

const MAX_MESSAGE = 300;

let target: { apiBaseUrl: string; versions: Record<string, number> } = { apiBaseUrl: '', versions: {} };
/**
 * `remote kind` of the reports sent in this page's life: one of each kind per remote, as the
 * registry counts a version's failures per page load (its automatic rollback reads them), so a
 * visitor pressing Retry again and again counts once.
 */
const sent = new Set<string>();

/** The error's own words, with its cause's: a failed load names the runtime's or the module's error there. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const text = `${error.name}: ${error.message}`;
  return error.cause instanceof Error ? `${text} (${error.cause.name}: ${error.cause.message})` : text;
}

/** Files that did not arrive: the remote's entry or routes (the runtime's error), or a chunk its own page loads lazily (webpack's). */
const isLoadFailure = (error: unknown) => error instanceof RemoteUnavailableError || (error instanceof Error && error.name === 'ChunkLoadError');

/** Where reports go, and the version of each remote this page loads (a rollout's or a preview's too), from the runtime config. */
export function configureFailureReports(apiBaseUrl: string, versions: Record<string, number> = {}) {
  target = { apiBaseUrl, versions };
}

/**
 * Tells the registry that a remote failed in this browser (`load`: its files did not arrive;
 * `render`: it threw while drawing), so its team and the admins see a version failing on the
 * Remotes page. Only the version, the kind and the error's own words: no session (credentials are
 * omitted), no page address, nothing about the visitor. A remote that an environment variable
 * places (no version in the config) is not the registry's to report on.
 */
export function reportRemoteFailure(remote: string, error: unknown): void {
  const version = target.versions[remote];
  const kind = isLoadFailure(error) ? 'load' : 'render';
  if (version === undefined || sent.has(`${remote} ${kind}`)) return;
  sent.add(`${remote} ${kind}`);
  const text = describe(error);
  const body = JSON.stringify({ version, kind, message: text.slice(0, MAX_MESSAGE) || 'Unknown error' });
  const url = `${target.apiBaseUrl}/api/remotes/${remote.replace(/_/g, '-')}/load-errors`;
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, credentials: 'omit', keepalive: true }).catch(() => undefined);
}
