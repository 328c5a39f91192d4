import { useId, type ReactNode } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { Alert } from 'shared-ui/alerts';
import { Modal } from 'shared-ui/overlays';
import { LoadingState } from 'shared-ui';
import type { SecretOnce } from '../hooks/use-secret-once';

interface SecretOnceDialogProps<T, S> {
  secret: SecretOnce<T, S>;
  title: string;
  /** Said while the secret is being made. */
  creatingLabel: string;
  /** The secret once made: its field, what it is for, and that it is not shown again. */
  children: (secret: S) => ReactNode;
}

/** A new secret, shown this once, or why it could not be made. */
export function SecretOnceDialog<T, S>({ secret, title, creatingLabel, children }: SecretOnceDialogProps<T, S>) {
  const titleId = useId();
  const { open, state, close, forget } = secret;
  return (
    <Modal show={open} onHide={close} onExited={forget} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {state?.status === 'creating' && <LoadingState label={creatingLabel} />}
        {state?.status === 'failed' && (
          <Alert variant="danger" className="mb-0">
            {state.message}
          </Alert>
        )}
        {state?.status === 'created' && children(state.secret)}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={close}>
          Done
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
