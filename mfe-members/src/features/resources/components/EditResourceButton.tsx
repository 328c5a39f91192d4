import { Button } from 'shared-ui/bootstrap';
import type { Resource } from '../api/resources';
import { resourceModals } from '../hooks/use-resource-modals';
import { loadEditResourceModal } from './resource-modal-code';

/**
 * Opens the Edit Resource modal for every member (spec section 2: no role check is visible); the
 * server decides, and a refusal shows in the Error dialog.
 */
export function EditResourceButton({ resource, label = 'Edit' }: { resource: Resource; label?: string }) {
  return (
    <Button
      variant="outline-secondary"
      size="sm"
      aria-label={`${label} ${resource.title}`}
      onPointerEnter={loadEditResourceModal}
      onTouchStart={loadEditResourceModal}
      onFocus={loadEditResourceModal}
      onClick={() => resourceModals.open('editResource', resource)}
    >
      {label}
    </Button>
  );
}
