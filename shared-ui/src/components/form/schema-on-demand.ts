import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

export interface SchemaOnDemand<Values extends FormikValues> {
  /** For Formik's `validate`: fetches the schema the first time, then validates with it. */
  validate: (values: Values) => Promise<FormikErrors<Values>>;
  /** Starts fetching the schema (once the form is on the page), without waiting for it. */
  preload: () => void;
}

/** Shown under the form's first field when its rules could not be fetched: nothing is sent unchecked. */
export const SCHEMA_UNAVAILABLE = 'This form could not be checked: its rules did not load. Check your connection and try again.';

/** Yup's ValidationError, known by its name: importing the class would bring Yup back into the form's first load. */
const isValidationError = (error: unknown): error is Parameters<typeof yupToFormErrors>[0] =>
  error instanceof Error && error.name === 'ValidationError';

/**
 * A form's Yup schema, fetched when it is first needed, for Formik's `validate`: Yup (some 12 KB
 * compressed) stays out of the first load of a page that holds a form, which the visitor reads and
 * types into before the schema is needed. It validates as Formik's `validationSchema` does
 * (validateYupSchema: empty strings as undefined, every error at once), so the messages are the
 * same. A fetch that fails blocks the submission with SCHEMA_UNAVAILABLE, rather than rejecting
 * (Formik would keep the form submitting for ever), and is tried again at the next validation.
 */
export function schemaOnDemand<Values extends FormikValues>(load: () => Promise<Schema>): SchemaOnDemand<Values> {
  let schema: Promise<Schema> | undefined;
  const fetchSchema = () =>
    (schema ??= load().catch((error: unknown) => {
      schema = undefined;
      throw error;
    }));
  return {
    async validate(values) {
      let loaded: Schema;
      try {
        loaded = await fetchSchema();
      } catch {
        return { [Object.keys(values)[0]]: SCHEMA_UNAVAILABLE } as FormikErrors<Values>;
      }
      try {
        await validateYupSchema(values, loaded);
        return {};
      } catch (error) {
        if (isValidationError(error)) return yupToFormErrors(error) as FormikErrors<Values>;
        throw error;
      }
    },
    preload: () => {
      fetchSchema().catch(() => undefined);
    },
  };
}
