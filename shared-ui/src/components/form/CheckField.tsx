import { useField } from 'formik';
import { useId } from 'react';
import { Form } from 'shared-ui/form-controls';

export interface CheckFieldProps {
  name: string;
  label: string;
  /** A switch (the default) or a plain check box. */
  type?: 'switch' | 'checkbox';
  /** Helper text under the label, read out with the control. */
  help?: string;
}

/** A yes/no field of the Formik form around it. */
export function CheckField({ name, label, type = 'switch', help }: CheckFieldProps) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  // Parts rather than the label prop, so that the help text sits under the label, inside the check's indent.
  return (
    <Form.Check id={id} type={type} className="mb-3">
      <Form.Check.Input
        type="checkbox"
        name={field.name}
        checked={Boolean(field.checked)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-describedby={help ? `${id}-help` : undefined}
      />
      <Form.Check.Label>{label}</Form.Check.Label>
      {help && (
        <Form.Text id={`${id}-help`} className="d-block">
          {help}
        </Form.Text>
      )}
    </Form.Check>
  );
}
