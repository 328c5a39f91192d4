import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

interface FieldProps {
  name: string;
  label: string;
  /** Helper text under the field, read out with it. */
  help?: string;
}

/** Wires a Formik field to its label, helper text and error so a screen reader gets all three. */
function useFieldIds(name: string, help?: string) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  const describedBy = [help && `${id}-help`, invalid && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return {
    id,
    error: invalid ? meta.error : undefined,
    control: { ...field, isInvalid: invalid, 'aria-invalid': invalid, 'aria-describedby': describedBy },
  };
}

function FieldFrame({ id, label, help, error, children }: { id: string; label: string; help?: string; error?: string; children: ReactNode }) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children}
      {help && <Form.Text id={`${id}-help`}>{help}</Form.Text>}
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

export function TextField({ type = 'text', autoComplete, ...props }: FieldProps & { type?: string; autoComplete?: string }) {
  const { id, error, control } = useFieldIds(props.name, props.help);
  return (
    <FieldFrame id={id} label={props.label} help={props.help} error={error}>
      <Form.Control {...control} type={type} autoComplete={autoComplete} />
    </FieldFrame>
  );
}

export function SelectField({ options, placeholder, ...props }: FieldProps & { options: readonly { value: string; label: string }[]; placeholder: string }) {
  const { id, error, control } = useFieldIds(props.name, props.help);
  return (
    <FieldFrame id={id} label={props.label} help={props.help} error={error}>
      <Form.Select {...control}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </FieldFrame>
  );
}
