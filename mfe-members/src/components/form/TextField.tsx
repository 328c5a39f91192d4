import Form from 'react-bootstrap/Form';
import { FieldFrame } from './FieldFrame';
import { useFieldFeedback } from './use-field-feedback';

interface TextFieldProps {
  name: string;
  label: string;
  help?: string;
  type?: 'text' | 'email' | 'url';
  autoComplete?: string;
  /** A multi-line box of this many rows. */
  rows?: number;
}

/** A labelled text input (or text area) of the Formik form around it. */
export function TextField({ name, label, help, type = 'text', autoComplete, rows }: TextFieldProps) {
  const { id, field, error, aria } = useFieldFeedback<string>(name, help);
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
