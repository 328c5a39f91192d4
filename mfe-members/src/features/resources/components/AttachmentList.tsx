import { ConfirmDialog } from 'shared-ui/overlays';
import { Button } from 'shared-ui/bootstrap';
import { apiUrl, ErrorState, LoadingState } from 'shared-ui';
import { useAttachments } from '../api/use-attachments';
import { useDeleteAttachment } from '../api/use-delete-attachment';
import { fileSize } from '../utils/file-size';

/**
 * The files saved with a resource, each a download (the session cookie goes along, so the link
 * works for the logged-in member). Delete is offered to every member, like edit; the server lets
 * only the resource's creator or an admin delete, and the dialog shows its refusal.
 */
export function AttachmentList({ resourceId }: { resourceId: string }) {
  const attachments = useAttachments(resourceId);
  const deletion = useDeleteAttachment();
  return (
    <section aria-labelledby="files-heading" className="mb-4">
      <h2 id="files-heading" className="h4">
        Files
      </h2>
      {attachments.status === 'loading' && <LoadingState label="Loading files..." />}
      {attachments.status === 'error' && <ErrorState message="Could not load the files of this resource." onRetry={attachments.reload} />}
      {attachments.status === 'done' && attachments.data.length === 0 && <p className="text-body-secondary">No files attached.</p>}
      {attachments.status === 'done' && attachments.data.length > 0 && (
        <ul className="list-unstyled">
          {attachments.data.map((attachment) => (
            <li key={attachment._id} className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <a href={apiUrl(attachment.url)} download={attachment.fileName} className="text-break">
                {attachment.fileName}
              </a>
              <span className="text-body-secondary small">{fileSize(attachment.size)}</span>
              <Button variant="outline-danger" size="sm" aria-label={`Delete ${attachment.fileName}`} onClick={() => deletion.ask(attachment)}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        show={deletion.open}
        title="Delete file"
        confirmLabel="Delete"
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
        error={deletion.error}
        busy={deletion.busy}
      >
        Delete {deletion.target?.fileName}? This cannot be undone.
      </ConfirmDialog>
    </section>
  );
}
