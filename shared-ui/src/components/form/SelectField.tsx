import { Form } from 'shared-ui/form-controls';
import { FieldFrame } from './FieldFrame';
import { useFieldFeedback, type FieldFeedbackOptions } from './use-field-feedback';

/** A choice: a plain string is both the value sent and the text shown. */
export type SelectOption = string | { value: string; label: string };

export interface SelectFieldProps extends FieldFeedbackOptions {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice, shown while nothing is chosen. */
  placeholder: string;
}

const optionOf = (option: SelectOption) => (typeof option === 'string' ? { value: option, label: option } : option);

/** A labelled drop-down list of the Formik form around it. */
export function SelectField({ name, label, help, errorOnChange, options, placeholder }: SelectFieldProps) {
  const { id, field, error, aria } = useFieldFeedback<string>(name, { help, errorOnChange });
  return (
    <FieldFrame id={id} label={label} help={help} error={error}>
      <Form.Select {...field} {...aria} isInvalid={Boolean(error)}>
        <option value="">{placeholder}</option>
        {options.map(optionOf).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
    </FieldFrame>
  );
}
