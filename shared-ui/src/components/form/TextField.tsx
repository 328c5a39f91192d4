import { Form } from 'shared-ui/widgets';
import { FieldFrame } from './FieldFrame';
import { useFieldFeedback, type FieldFeedbackOptions } from './use-field-feedback';

export interface TextFieldProps extends FieldFeedbackOptions {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'url' | 'date';
  autoComplete?: string;
  /** A multi-line box of this many rows instead of a one-line input. */
  rows?: number;
}

/** A labelled text input (or text area) of the Formik form around it. */
export function TextField({ name, label, help, errorOnChange, type = 'text', autoComplete, rows }: TextFieldProps) {
  const { id, field, error, aria } = useFieldFeedback<string>(name, { help, errorOnChange });
  return (
    <FieldFrame id={id} label={label} help={help} error={error}>
      <Form.Control
        {...field}
        {...aria}
        isInvalid={Boolean(error)}
        autoComplete={autoComplete}
        {...(rows ? { as: 'textarea' as const, rows } : { type })}
      />
    </FieldFrame>
  );
}
