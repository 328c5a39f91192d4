import { useFormikContext } from 'formik';
import { Form } from 'shared-ui/form-controls';
import { DateSelects } from './DateSelects';
import type { EntryFormValues } from './entry-values';
import { ListField } from './ListField';
import { TIMELINE_CATEGORIES, TIMELINE_PROJECTS } from '../../../config/timeline';

/** The inputs of the entry form; a field is marked invalid once a submit has been tried. */
export function EntryFields({ baseYear }: { baseYear: number }) {
  const { getFieldProps, errors, submitCount } = useFormikContext<EntryFormValues>();
  const invalid = (name: keyof EntryFormValues) => submitCount > 0 && Boolean(errors[name]);
  // Bootstrap's class shows it; aria-invalid tells assistive technology.
  const validity = (name: keyof EntryFormValues) => ({ isInvalid: invalid(name), 'aria-invalid': invalid(name) });
  return (
    <>
      <Form.Group controlId="entry-title" className="mb-3">
        <Form.Label>Title</Form.Label>
        <Form.Control {...getFieldProps('title')} {...validity('title')} maxLength={200} />
      </Form.Group>
      <Form.Group controlId="entry-project" className="mb-3">
        <Form.Label>Project</Form.Label>
        <Form.Select {...getFieldProps('project')} {...validity('project')}>
          <option value="">Choose a project</option>
          {TIMELINE_PROJECTS.map((project) => (
            <option key={project}>{project}</option>
          ))}
        </Form.Select>
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Categories</legend>
        {TIMELINE_CATEGORIES.map((category, index) => (
          <Form.Check
            key={category}
            inline
            id={`entry-category-${index}`}
            label={category}
            isInvalid={invalid('categories')}
            aria-invalid={invalid('categories')}
            {...getFieldProps({ name: 'categories', type: 'checkbox', value: category })}
          />
        ))}
      </fieldset>
      <ListField name="descriptions" label="Description" multiline invalid={invalid('descriptions')} />
      <ListField name="contributors" label="Contributor" />
      <ListField name="hyperlinks" label="Hyperlink" />
      <DateSelects baseYear={baseYear} />
    </>
  );
}
