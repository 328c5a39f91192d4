import { Form as FormikForm, Formik, type FormikHelpers } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { entrySchema } from './entry-schema';
import type { EntryFormValues } from './entry-values';
import { EntryFields } from './EntryFields';

const SAVE_FAILED = 'failed';

/**
 * The timeline entry form of both the add and the edit page. `onSave` rejects when the API
 * refuses; an invalid form and a refused save show the same warning (spec section 5).
 */
export function EntryForm(props: {
  initialValues: EntryFormValues;
  submitLabel: string;
  onSave: (values: EntryFormValues) => Promise<void>;
}) {
  const { onSave } = props;
  const submit = async (values: EntryFormValues, form: FormikHelpers<EntryFormValues>) => {
    form.setStatus(undefined);
    try {
      await onSave(values);
    } catch {
      form.setStatus(SAVE_FAILED);
    }
  };
  return (
    <Formik initialValues={props.initialValues} validationSchema={entrySchema} onSubmit={submit}>
      {({ isSubmitting, isValid, submitCount, status }) => (
        <FormikForm noValidate>
          {(status === SAVE_FAILED || (submitCount > 0 && !isValid)) && (
            <Alert variant="warning">WARNING: An error occured. Please try again.</Alert>
          )}
          <EntryFields />
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {props.submitLabel}
            </Button>
            <Link to="/timeline" className="btn btn-outline-secondary">
              Back to Timeline
            </Link>
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}
