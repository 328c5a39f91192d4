import { Formik, Form as FormikForm } from 'formik';
import { useId } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { CheckField, TextField } from 'shared-ui/forms';
import { Modal } from 'shared-ui/overlays';
import type { NewDeployTokenBody } from '../api/deploy-tokens';
import { DEPLOY_TOKEN_INITIAL, deployTokenBody, deployTokenSchema } from './deploy-token-schema';

interface CreateTokenDialogProps {
  remote: string;
  show: boolean;
  onCancel: () => void;
  onCreate: (body: NewDeployTokenBody) => void;
}

/** Asks which team a new deploy token is for and whether it may bring versions to visitors without an admin. */
export function CreateTokenDialog({ remote, show, onCancel, onCreate }: CreateTokenDialogProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId}>
      {/* The modal drops its content once closed, so each opening starts from an empty form. */}
      <Formik initialValues={DEPLOY_TOKEN_INITIAL} validationSchema={deployTokenSchema} onSubmit={(values) => onCreate(deployTokenBody(values))}>
        <FormikForm noValidate>
          <Modal.Header closeButton>
            <Modal.Title id={titleId}>Create a deploy token for {remote}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <TextField name="label" label="Team" help="Its name is shown wherever the token acted." autoComplete="off" required />
            <CheckField
              name="mayActivate"
              type="checkbox"
              label="May roll out and activate versions without an admin"
              help="Otherwise it only uploads and previews versions and reads their status, and an admin approves each version on this page."
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit">Create token</Button>
          </Modal.Footer>
        </FormikForm>
      </Formik>
    </Modal>
  );
}
