import { Form } from 'shared-ui/form-controls';
import { FieldFrame } from './FieldFrame';
import { useFieldFeedback, type FieldFeedbackOptions } from './use-field-feedback';

export interface TextFieldProps extends FieldFeedbackOptions {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'url' | 'date';
  autoComplete?: string;
  /** A multi-line box of this many rows instead of a one-line input. */
  rows?: number;
  /**
   * Marks the field required: an asterisk after the label and the control's `required`, which
   * screen readers announce (the forms are `noValidate`, so the schema still gives the message).
   */
  required?: boolean;
}

/** A labelled text input (or text area) of the Formik form around it. */
export function TextField({ name, label, help, errorOnChange, type = 'text', autoComplete, rows, required }: TextFieldProps) {
  const { id, field, error, aria } = useFieldFeedback<string>(name, { help, errorOnChange });
  return (
    <FieldFrame id={id} label={label} help={help} error={error} required={required}>
      <Form.Control
        {...field}
        {...aria}
        isInvalid={Boolean(error)}
        autoComplete={autoComplete}
        required={required}
        {...(rows ? { as: 'textarea' as const, rows } : { type })}
      />
    </FieldFrame>
  );
}
