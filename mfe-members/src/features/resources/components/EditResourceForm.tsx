import { Form as FormikForm, Formik } from 'formik';
import { useMemo, useRef } from 'react';
import { Modal } from 'shared-ui/overlays';
import { Button } from 'shared-ui/bootstrap';
import { ATTACHMENT_UPLOAD } from 'shared-ui';
import { TextField } from 'shared-ui/forms';
import type { Resource } from '../api/resources';
import { ErrorDialog } from '../../../components/form/ErrorDialog';
import { useAttachments } from '../api/use-attachments';
import { useSaveResource } from '../api/use-save-resource';
import { CategorySelect } from './CategorySelect';
import { editResourceSchema, editValuesOf } from './edit-resource-schema';
import { FileDropzone } from './FileDropzone';

/**
 * The Edit Resource form: checked on change and on blur, Save Changes only while it is valid.
 * The dropzone has room for the files the resource does not have yet.
 */
export function EditResourceForm({ resource, onClose }: { resource: Resource; onClose: () => void }) {
  const attachments = useAttachments(resource._id);
  const room = ATTACHMENT_UPLOAD.maxFiles - (attachments.status === 'done' ? attachments.data.length : 0);
  const schema = useMemo(() => editResourceSchema(room), [room]);
  const initialValues = useMemo(() => editValuesOf(resource), [resource]);
  const { save, error, dismissError } = useSaveResource(resource._id, onClose);
  const saveButton = useRef<HTMLButtonElement>(null);
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={save} validateOnMount>
      {({ isSubmitting, isValid, values, errors, setFieldValue }) => (
        <FormikForm noValidate>
          <Modal.Body>
            <TextField name="title" label="Title" errorOnChange />
            <TextField name="author" label="Author" errorOnChange />
            <TextField name="description" label="Description" rows={4} errorOnChange />
            <TextField name="resource_link" label="Resource Link" errorOnChange />
            <CategorySelect />
            <FileDropzone
              files={values.files}
              onChange={(files) => void setFieldValue('files', files)}
              room={room}
              error={typeof errors.files === 'string' ? errors.files : undefined}
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button ref={saveButton} type="submit" disabled={!isValid || isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save Changes'}
            </Button>
          </Modal.Footer>
          <ErrorDialog message={error} onClose={dismissError} onExited={() => saveButton.current?.focus()} />
        </FormikForm>
      )}
    </Formik>
  );
}
