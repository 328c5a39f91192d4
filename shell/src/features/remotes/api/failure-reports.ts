import { RemoteUnavailableError } from '../utils/remote-loading-plugin';

/** Reports sent for one remote in one page's life: a visitor pressing Retry again and again reports no more. */
const MAX_REPORTS_PER_REMOTE = 3;
const MAX_MESSAGE = 300;

let target: { apiBaseUrl: string; versions: Record<string, number> } = { apiBaseUrl: '', versions: {} };
const sent = new Map<string, number>();

/** The error's own words, with its cause's: a failed load names the runtime's or the module's error there. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const text = `${error.name}: ${error.message}`;
  return error.cause instanceof Error ? `${text} (${error.cause.name}: ${error.cause.message})` : text;
}

/** Where reports go, and each remote's active version, from the runtime config. */
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
  const count = sent.get(remote) ?? 0;
  if (version === undefined || count >= MAX_REPORTS_PER_REMOTE) return;
  sent.set(remote, count + 1);
  const kind = error instanceof RemoteUnavailableError ? 'load' : 'render';
  const text = describe(error);
  const body = JSON.stringify({ version, kind, message: text.slice(0, MAX_MESSAGE) || 'Unknown error' });
  const url = `${target.apiBaseUrl}/api/remotes/${remote.replace(/_/g, '-')}/load-errors`;
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, credentials: 'omit', keepalive: true }).catch(() => undefined);
}
