import { useField } from 'formik';
import { useId } from 'react';

/**
 * A Formik field with the ids that tie its label, help text and error together. The error shows
 * once the field was left or changed, so forms are checked on change and on blur (and on submit,
 * which touches every field).
 */
export function useFieldFeedback<T>(name: string, help?: string) {
  const [field, meta, helpers] = useField<T>(name);
  const id = useId();
  const changed = meta.value !== meta.initialValue;
  const error = (meta.touched || changed) && typeof meta.error === 'string' ? meta.error : undefined;
  const describedBy = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return {
    id,
    field,
    helpers,
    error,
    aria: { 'aria-invalid': Boolean(error), 'aria-describedby': describedBy },
  };
}
