import Modal from 'react-bootstrap/Modal';
import { Button } from 'shared-ui/bootstrap';
import { Alert } from 'shared-ui/alerts';
import { useId, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red (the default) for what takes something away; primary for what grants or restores. */
  confirmVariant?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
  /** Shown in the dialog, which stays open. */
  error?: string;
  busy?: boolean;
}

/** Asks before a change the page cannot take back by itself; named by its title for screen readers. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Modal show={props.show} onHide={props.onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>{props.title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {props.children}
        {props.error && (
          <Alert variant="danger" className="mt-3 mb-0">
            {props.error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={props.onCancel} disabled={props.busy}>
          Cancel
        </Button>
        <Button variant={props.confirmVariant ?? 'danger'} onClick={props.onConfirm} disabled={props.busy}>
          {props.confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
