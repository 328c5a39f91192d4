import { Button } from 'shared-ui/bootstrap';
import { Alert, Form } from 'shared-ui/widgets';
import { Modal } from 'shared-ui/overlays';
import { LoadingState, type AccountSummary } from 'shared-ui';
import { useId } from 'react';
import { CopyButton } from '../../../components/CopyButton';
import { DateTime } from '../../../components/DateTime';
import type { ResetLinkState } from '../hooks/use-reset-link';
import { fullName } from '../utils/account-list';

interface ResetLinkDialogProps {
  account?: AccountSummary;
  open: boolean;
  state?: ResetLinkState;
  onClose: () => void;
  onClosed: () => void;
}

/** The new reset link, shown this once with a copy button, or why it could not be made. */
export function ResetLinkDialog({ account, open, state, onClose, onClosed }: ResetLinkDialogProps) {
  const titleId = useId();
  const name = account ? fullName(account) : '';
  return (
    <Modal show={open} onHide={onClose} onExited={onClosed} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId}>Password reset link for {name}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {state?.status === 'creating' && <LoadingState label="Creating the link..." />}
        {state?.status === 'failed' && (
          <Alert variant="danger" className="mb-0">
            {state.message}
          </Alert>
        )}
        {state?.status === 'created' && (
          <>
            <Form.Group controlId="reset-link-url" className="mb-2">
              <Form.Label>Reset link</Form.Label>
              <Form.Control readOnly value={state.link.url} onFocus={(event) => event.target.select()} />
            </Form.Group>
            <p>
              <CopyButton text={state.link.url} label="Copy link" what="link" />
            </p>
            <p>
              Give it to {name} ({account?.username}): it sets a new password once, within 24 hours (until{' '}
              <DateTime value={state.link.expiresAt} />
              ), and replaces any earlier link of theirs.
            </p>
            <p className="mb-0 fw-semibold">It is shown only this once: copy it before you close this dialog.</p>
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
