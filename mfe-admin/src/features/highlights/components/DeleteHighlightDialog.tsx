import type { Highlight } from 'shared-ui';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import type { ConfirmedAction } from '../../../hooks/use-confirmed-action';

/** Asks before deleting: the highlight and its image leave the public pages for good. */
export function DeleteHighlightDialog({ action }: { action: ConfirmedAction<Highlight> }) {
  return (
    <ConfirmActionDialog
      action={action}
      title={() => 'Delete this highlight?'}
      confirmLabel={(_highlight, busy) => (busy ? 'Deleting...' : 'Delete')}
    >
      {(highlight) => (
        <p className="mb-0">
          &ldquo;{highlight.title}&rdquo; and its image will be removed from the Lab Highlights pages. This cannot be undone.
        </p>
      )}
    </ConfirmActionDialog>
  );
}
