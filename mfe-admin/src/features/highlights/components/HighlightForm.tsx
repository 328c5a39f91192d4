import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { Alert } from 'shared-ui/alerts';
import { Link } from 'shared-ui/router';
import { errorMessage, PROJECT_NAMES } from 'shared-ui';
import { SelectField, TextField } from 'shared-ui/forms';
import { paths } from '../../../config/paths';
import { highlightSchema, type HighlightValues } from './highlight-schema';
import { ImageField } from './ImageField';
import { ParagraphFields } from './ParagraphFields';

interface HighlightFormProps {
  initialValues: HighlightValues;
  /** The image the highlight has now (editing), or null. */
  currentImage: string | null;
  submitLabel: string;
  busyLabel: string;
  /** Saves; a rejection's message (the server's) shows in the form. */
  onSubmit: (values: HighlightValues) => Promise<void>;
}

/** A highlight's fields, for posting a new one and for editing one. */
export function HighlightForm({ initialValues, currentImage, submitLabel, busyLabel, onSubmit }: HighlightFormProps) {
  const [failure, setFailure] = useState<string>();
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={highlightSchema}
      onSubmit={async (values) => {
        setFailure(undefined);
        try {
          await onSubmit(values);
        } catch (error) {
          setFailure(errorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={submitLabel}>
          <TextField name="title" label="Title" />
          <div className="row">
            <div className="col-md-6">
              <SelectField name="project" label="Project" placeholder="Choose a project" options={PROJECT_NAMES} />
            </div>
            <div className="col-md-6">
              <TextField name="date" label="Date" type="date" />
            </div>
          </div>
          <TextField name="author" label="Author" />
          <TextField name="description" label="Description" rows={3} help="A sentence or two, shown in the list of highlights." />
          <ParagraphFields />
          <ImageField currentImage={currentImage} />
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          <div className="d-flex gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? busyLabel : submitLabel}
            </Button>
            <Link to={paths.highlights} className="btn btn-outline-secondary">
              Cancel
            </Link>
          </div>
        </Form>
      )}
    </Formik>
  );
}
