import { useId } from 'react';
import { Form } from 'shared-ui/form-controls';
import { CopyButton } from './CopyButton';

interface SecretFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  /** What the advice to copy by hand calls the secret. */
  what: string;
}

/** A secret in a read-only field that selects itself on focus, and a button that copies it. */
export function SecretField({ label, value, copyLabel, what }: SecretFieldProps) {
  const fieldId = useId();
  return (
    <>
      <Form.Group controlId={fieldId} className="mb-2">
        <Form.Label>{label}</Form.Label>
        <Form.Control readOnly value={value} onFocus={(event) => event.target.select()} />
      </Form.Group>
      <p>
        <CopyButton text={value} label={copyLabel} what={what} />
      </p>
    </>
  );
}
