import { Form as FormikForm, Formik, type FormikHelpers } from 'formik';
import { useEffect } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { Alert } from 'shared-ui/alerts';
import { Link } from 'shared-ui/router';
import { errorMessage } from 'shared-ui';
import { schemaOnDemand } from 'shared-ui/forms';
import type { EntryFormValues } from './entry-values';
import { EntryFields } from './EntryFields';

const validation = schemaOnDemand<EntryFormValues>(() => import('./entry-schema').then((module) => module.entrySchema));

/** Why the last save failed, as the server put it. */
interface SaveFailure {
  reason: string;
}

/**
 * The timeline entry form of both the add and the edit page. `onSave` rejects when the API
 * refuses; an invalid form and a refused save show the same warning (spec section 5), a refusal
 * with the server's reason beneath it.
 */
export function EntryForm(props: {
  initialValues: EntryFormValues;
  submitLabel: string;
  onSave: (values: EntryFormValues) => Promise<void>;
}) {
  const { onSave, initialValues } = props;
  useEffect(() => validation.preload(), []);
  const submit = async (values: EntryFormValues, form: FormikHelpers<EntryFormValues>) => {
    form.setStatus(undefined);
    try {
      await onSave(values);
    } catch (error) {
      form.setStatus({ reason: errorMessage(error) } satisfies SaveFailure);
    }
  };
  return (
    <Formik initialValues={initialValues} validate={validation.validate} onSubmit={submit}>
      {({ isSubmitting, isValid, submitCount, status }) => {
        const failure = status as SaveFailure | undefined;
        return (
          <FormikForm noValidate>
            {(failure || (submitCount > 0 && !isValid)) && (
              <Alert variant="warning" role="alert">
                <p className="mb-0">WARNING: An error occured. Please try again.</p>
                {failure && <p className="mb-0 mt-1">{failure.reason}</p>}
              </Alert>
            )}
            <EntryFields baseYear={initialValues.year} />
            <div className="d-flex flex-wrap gap-2">
              <Button type="submit" disabled={isSubmitting}>
                {props.submitLabel}
              </Button>
              <Link to="/timeline" className="btn btn-outline-secondary">
                Back to Timeline
              </Link>
            </div>
          </FormikForm>
        );
      }}
    </Formik>
  );
}
