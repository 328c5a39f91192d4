import { useId } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { Alert, Form } from 'shared-ui/widgets';
import { Modal } from 'shared-ui/overlays';
import { LoadingState } from 'shared-ui';
import { CopyButton } from '../../../components/CopyButton';
import type { TokenCreationState } from '../hooks/use-token-creation';

interface NewTokenDialogProps {
  remote: string;
  open: boolean;
  state?: TokenCreationState;
  onClose: () => void;
  onClosed: () => void;
}

/** The new deploy token, shown this once with a copy button, or why it could not be made. */
export function NewTokenDialog({ remote, open, state, onClose, onClosed }: NewTokenDialogProps) {
  const titleId = useId();
  const fieldId = useId();
  return (
    <Modal show={open} onHide={onClose} onExited={onClosed} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>New deploy token for {remote}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {state?.status === 'creating' && <LoadingState label="Creating the token..." />}
        {state?.status === 'failed' && (
          <Alert variant="danger" className="mb-0">
            {state.message}
          </Alert>
        )}
        {state?.status === 'created' && (
          <>
            <Form.Group controlId={fieldId} className="mb-2">
              <Form.Label>Deploy token</Form.Label>
              <Form.Control readOnly value={state.token.token} onFocus={(event) => event.target.select()} />
            </Form.Group>
            <p>
              <CopyButton text={state.token.token} label="Copy token" what="token" />
            </p>
            <p>
              It deploys versions of {remote} only, with <code>npm run deploy -w {remote}</code> (in the environment as{' '}
              <code>LAB_DEPLOY_TOKEN</code>, or as <code>--token</code>).
            </p>
            <p className="mb-0 fw-semibold">It will not be shown again: copy it before you close this dialog.</p>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
