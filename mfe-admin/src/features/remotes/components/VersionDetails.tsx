import type { ReactNode } from 'react';
import type { RemoteStatus, RemoteVersion } from '../api/remotes';
import { NOT_RECORDED } from '../utils/remote-text';
import { percentText } from '../utils/release-text';
import { LoadedDiff } from './LoadedDiff';

/** A term and its value in the details' list. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <dt className="fw-semibold">{term}:</dt>
      <dd className="mb-1 text-break">{children}</dd>
    </div>
  );
}

/** Everything about one version: who deployed it and from what, how it fared, and what it changes against the active one. */
export function VersionDetails({ remote, version }: { remote: RemoteStatus; version: RemoteVersion }) {
  const { git, health } = version;
  return (
    <div className="py-2">
      <dl className="mb-3">
        <Fact term="Deployed by">{version.by ?? NOT_RECORDED}</Fact>
        <Fact term="Commit">{git?.commit ? <code>{git.commit}</code> : NOT_RECORDED}</Fact>
        {git && (
          <>
            <Fact term="Branch">{git.branch ?? NOT_RECORDED}</Fact>
            <Fact term="Author">{git.author ?? NOT_RECORDED}</Fact>
            <Fact term="Uncommitted changes">{git.dirty === null ? NOT_RECORDED : git.dirty ? 'Yes' : 'No'}</Fact>
          </>
        )}
        {health && (
          <>
            <Fact term="Page loads">{health.pageLoads}</Fact>
            <Fact term="Load failures">{health.loadFailures}</Fact>
            <Fact term="Render errors">{health.renderErrors}</Fact>
            <Fact term="Drawn by the browser instead of the server">{health.serverFallbacks}</Fact>
            <Fact term="Failure rate">{percentText(health.failureRate)}</Fact>
            {health.reasons.length > 0 && (
              <Fact term="Why the server did not draw pages">{health.reasons.map(({ reason, count }) => `${reason} (${count})`).join('; ')}</Fact>
            )}
          </>
        )}
      </dl>
      <LoadedDiff remote={remote.name} version={version.version} />
    </div>
  );
}
