import { useField } from 'formik';
import Form from 'react-bootstrap/Form';

/** A labelled password input of the Formik form around it, with its error once touched. */
export function PasswordField(props: { name: string; label: string; autoComplete: 'current-password' | 'new-password' }) {
  const [field, meta] = useField(props.name);
  const id = `password-${props.name}`;
  const invalid = meta.touched && Boolean(meta.error);
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{props.label}</Form.Label>
      <Form.Control
        {...field}
        type="password"
        autoComplete={props.autoComplete}
        isInvalid={invalid}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {meta.error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
