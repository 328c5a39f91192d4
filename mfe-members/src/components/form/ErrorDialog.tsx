import { Modal } from 'shared-ui/overlays';
import { Button } from 'shared-ui/bootstrap';
import { useId } from 'react';
import './form.css';

/**
 * The dialog titled 'Error' that shows why a save failed (spec sections 2 and 8). It opens above
 * the form it belongs to, which keeps what was typed.
 */
export function ErrorDialog(props: {
  message: string | undefined;
  onClose: () => void;
  /** Where focus goes once it is gone: the control that opened it may be disabled by then. */
  onExited?: () => void;
}) {
  const { message, onClose, onExited } = props;
  const titleId = useId();
  return (
    <Modal
      show={Boolean(message)}
      onHide={onClose}
      onExited={onExited}
      centered
      aria-labelledby={titleId}
      className="members-error-dialog"
      backdropClassName="members-error-backdrop"
    >
      <Modal.Header>
        <Modal.Title id={titleId}>Error</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0" role="alert">
          {message}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
