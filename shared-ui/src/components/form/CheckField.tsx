import { useField } from 'formik';
import { useId } from 'react';
import { Form } from 'shared-ui/widgets';

export interface CheckFieldProps {
  name: string;
  label: string;
  /** A switch (the default) or a plain check box. */
  type?: 'switch' | 'checkbox';
}

/** A yes/no field of the Formik form around it. */
export function CheckField({ name, label, type = 'switch' }: CheckFieldProps) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  return (
    <Form.Check
      id={id}
      name={field.name}
      type={type}
      className="mb-3"
      label={label}
      checked={Boolean(field.checked)}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
