import { useField } from 'formik';
import { useId } from 'react';

export interface FieldFeedbackOptions {
  /** Helper text under the field, read out with it. */
  help?: string;
  /**
   * Show the error as soon as the value differs from its initial one, not only once the field was
   * left: for forms checked as they change, and for controls that set their value without a blur
   * (a file input, a select that sets several fields).
   */
  errorOnChange?: boolean;
}

/**
 * A Formik field with the ids that tie its label, help text and error together, so a screen
 * reader gets all three. The error shows once the field was left (or submitted), or changed when
 * `errorOnChange` asks for it.
 */
export function useFieldFeedback<T>(name: string, { help, errorOnChange = false }: FieldFeedbackOptions = {}) {
  const [field, meta, helpers] = useField<T>(name);
  const id = useId();
  const shown = meta.touched || (errorOnChange && meta.value !== meta.initialValue);
  // A list or object field's error is an array or object of its parts' errors: those show with the parts.
  const error = shown && typeof meta.error === 'string' ? meta.error : undefined;
  const describedBy = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return {
    id,
    field,
    helpers,
    error,
    // The id travels with the control's props, not only through react-bootstrap's Form.Group
    // context: a control that is not react-bootstrap's (or, should versions ever part, a remote's
    // own copy of it) does not see that context, and would be left without a label.
    aria: { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy },
  };
}
