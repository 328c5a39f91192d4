import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

interface FieldProps {
  name: string;
  label: string;
  /** Helper text under the field, read out with it. */
  help?: string;
}

/** Wires a Formik field to its label, helper text and error, so a screen reader gets all three. */
function useFieldIds<T>(name: string, help?: string) {
  const [field, meta] = useField<T>(name);
  const id = useId();
  const invalid = Boolean(meta.touched && meta.error);
  const describedBy = [help && `${id}-help`, invalid && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return { id, field, error: invalid ? meta.error : undefined, aria: { 'aria-invalid': invalid, 'aria-describedby': describedBy } };
}

function FieldFrame(props: { id: string; label: string; help?: string; error?: string; children: ReactNode }) {
  return (
    <Form.Group className="mb-3" controlId={props.id}>
      <Form.Label>{props.label}</Form.Label>
      {props.children}
      {props.help && (
        <Form.Text id={`${props.id}-help`} className="d-block">
          {props.help}
        </Form.Text>
      )}
      {props.error && (
        <Form.Control.Feedback type="invalid" id={`${props.id}-error`} className="d-block">
          {props.error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

/** A one-line input, or a text area when `rows` is given. */
export function TextField({ type = 'text', rows, ...props }: FieldProps & { type?: string; rows?: number }) {
  const { id, field, error, aria } = useFieldIds<string>(props.name, props.help);
  return (
    <FieldFrame id={id} label={props.label} help={props.help} error={error}>
      {rows ? (
        <Form.Control {...field} {...aria} isInvalid={Boolean(error)} as="textarea" rows={rows} />
      ) : (
        <Form.Control {...field} {...aria} isInvalid={Boolean(error)} type={type} />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  options,
  placeholder,
  ...props
}: FieldProps & { options: readonly string[]; placeholder: string }) {
  const { id, field, error, aria } = useFieldIds<string>(props.name, props.help);
  return (
    <FieldFrame id={id} label={props.label} help={props.help} error={error}>
      <Form.Select {...field} {...aria} isInvalid={Boolean(error)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Form.Select>
    </FieldFrame>
  );
}

/** A yes/no field, shown as a switch. */
export function CheckField({ name, label }: { name: string; label: string }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  return (
    <Form.Check
      id={id}
      name={field.name}
      type="switch"
      className="mb-3"
      label={label}
      checked={Boolean(field.checked)}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
