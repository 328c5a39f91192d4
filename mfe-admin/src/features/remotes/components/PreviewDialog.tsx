import type { RemotePreview } from '../api/remotes';
import { DateTime } from '../../../components/DateTime';
import { SecretField } from '../../../components/SecretField';
import { SecretOnceDialog } from '../../../components/SecretOnceDialog';
import type { SecretOnce } from '../../../hooks/use-secret-once';
import type { VersionOf } from '../api/use-preview-link';

/** A new preview link of a version, to copy or open: whoever has it sees that version until it expires. */
export function PreviewDialog({ preview }: { preview: SecretOnce<VersionOf, RemotePreview> }) {
  const target = preview.target;
  const title = target ? `Preview of version ${target.version} of ${target.remote}` : 'Preview';
  return (
    <SecretOnceDialog secret={preview} title={title} creatingLabel="Making the preview link...">
      {({ url, expiresAt }) => (
        <>
          <SecretField label="Preview link" value={url} copyLabel="Copy link" what="link" />
          <p>
            <a href={url} target="_blank" rel="noopener noreferrer">
              Open the preview<span className="visually-hidden"> in a new tab</span>
            </a>
          </p>
          <p className="mb-0">
            Whoever opens it sees this version until <DateTime value={expiresAt} />; other visitors do not. It is not shown again.
          </p>
        </>
      )}
    </SecretOnceDialog>
  );
}
