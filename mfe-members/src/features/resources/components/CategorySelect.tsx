import { useFormikContext } from 'formik';
import { Form } from 'shared-ui/form-controls';
import { FieldFrame, useFieldFeedback } from 'shared-ui/forms';
import { RESOURCE_CATEGORIES } from '../../../config/resources';
import { subCategoriesOf, subCategoryFor } from '../utils/category-sub';

/**
 * The Edit Resource form's type selector. Choosing a type sets the sub-category (spec section 4);
 * a workshop's topic can then be changed in the Topic selector.
 */
export function CategorySelect() {
  const form = useFormikContext<{ main: string; sub: string }>();
  const main = useFieldFeedback<string>('main', { errorOnChange: true });
  const sub = useFieldFeedback<string>('sub');
  const topics = subCategoriesOf(main.field.value);
  return (
    <>
      <FieldFrame id={main.id} label="Type" error={main.error}>
        <Form.Select
          {...main.field}
          {...main.aria}
          isInvalid={Boolean(main.error)}
          // Both at once: a second setFieldValue would validate with the first one not yet applied.
          onChange={(event) => void form.setValues({ ...form.values, main: event.target.value, sub: subCategoryFor(event.target.value) })}
        >
          <option value="">Choose a type</option>
          {RESOURCE_CATEGORIES.map((category) => (
            <option key={category.main} value={category.main}>
              {category.main}
            </option>
          ))}
        </Form.Select>
      </FieldFrame>
      {topics.length > 0 && (
        <FieldFrame id={sub.id} label="Topic">
          <Form.Select {...sub.field} {...sub.aria}>
            {!topics.includes(sub.field.value) && <option value={sub.field.value}>{sub.field.value || 'No topic'}</option>}
            {topics.map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </Form.Select>
        </FieldFrame>
      )}
    </>
  );
}
