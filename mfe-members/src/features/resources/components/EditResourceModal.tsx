import { Modal } from 'shared-ui/overlays';
import { Button } from 'shared-ui/bootstrap';
import type { Resource } from '../api/resources';
import { EditResourceForm } from './EditResourceForm';

/** Edit Resource (spec section 2); without a resource to edit it says 'Invalid resource data'. */
export function EditResourceModal({ show, resource, onClose }: { show: boolean; resource?: Resource; onClose: () => void }) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="edit-resource-title">
      <Modal.Header closeButton>
        <Modal.Title id="edit-resource-title">Edit Resource</Modal.Title>
      </Modal.Header>
      {resource ? (
        // A new form for each resource, so nothing typed for one shows up for another.
        <EditResourceForm key={resource._id} resource={resource} onClose={onClose} />
      ) : (
        <>
          <Modal.Body>
            <p className="mb-0">Invalid resource data</p>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              Close
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
