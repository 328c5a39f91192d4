import { Form, ToggleButton } from 'shared-ui/form-controls';
import { useFieldFeedback } from 'shared-ui/forms';
import { RESOURCE_CATEGORIES } from '../../../config/resources';

/** The Add Resource form's Type: one button per main category, chosen like radio buttons. */
export function CategoryButtons({ name }: { name: string }) {
  const { id, field, helpers, error, aria } = useFieldFeedback<string>(name);
  return (
    <fieldset className="mb-3" aria-describedby={aria['aria-describedby']}>
      <legend className="form-label fs-6 mb-2">Type</legend>
      <div className="d-flex flex-wrap gap-2">
        {RESOURCE_CATEGORIES.map((category, index) => (
          <ToggleButton
            key={category.main}
            id={`${id}-${index}`}
            type="radio"
            variant="outline-primary"
            name={name}
            value={category.main}
            checked={field.value === category.main}
            onChange={() => void helpers.setValue(category.main)}
            onBlur={field.onBlur}
          >
            {category.main}
          </ToggleButton>
        ))}
      </div>
      {error && (
        <Form.Text id={`${id}-error`} className="text-danger d-block">
          {error}
        </Form.Text>
      )}
    </fieldset>
  );
}
