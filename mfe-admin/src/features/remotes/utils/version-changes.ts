import type { RemoteActivation, RemoteStatus } from '../api/remotes';
import { overrideVariable } from './remote-text';

/** What an admin asks of a remote: a version of theirs to activate, or going back. */
export type VersionChange = { kind: 'activate'; remote: RemoteStatus; version: number } | { kind: 'rollback'; remote: RemoteStatus };

/**
 * Roll back is offered unless the active version is the only one. Which version it goes back to
 * is the server's call: when there is none, its 409 sentence shows in the dialog.
 */
export function canRollBack(remote: RemoteStatus): boolean {
  return remote.activeVersion !== 1 || remote.versions.some((version) => !version.active);
}

export function changeTitle(change: VersionChange): string {
  return change.kind === 'activate'
    ? `Activate version ${change.version} of ${change.remote.name}?`
    : `Roll back ${change.remote.name}?`;
}

/** What happens, said before it does: a server variable that overrides the registry delays it. */
export function changeConsequence(change: VersionChange): string {
  const { name, activeVersion, overridden } = change.remote;
  const when = overridden
    ? `It takes effect once ${overrideVariable(name)} is removed from the server.`
    : 'The next page load of every visitor uses it.';
  return change.kind === 'activate' ? when : `${name} goes back from version ${activeVersion} to the version before it. ${when}`;
}

export function changeButton(change: VersionChange, busy: boolean): string {
  if (change.kind === 'activate') return busy ? 'Activating...' : 'Activate';
  return busy ? 'Rolling back...' : 'Roll back';
}

/** The success notice, with the version the server says is active now. */
export function changeDone(change: VersionChange, activation: RemoteActivation): string {
  return change.kind === 'activate'
    ? `Version ${activation.version} of ${change.remote.name} is active.`
    : `${change.remote.name} is rolled back to version ${activation.version}.`;
}
