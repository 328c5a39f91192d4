import { getIn, useFormikContext } from 'formik';
import { useId, type KeyboardEvent } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { Form, InputGroup } from 'shared-ui/form-controls';
import { listItem, type EntryFormValues, type ListName } from './entry-values';

/**
 * A list built one item at a time (spec section 5): type, then Add (or Enter in a one-line box).
 * An empty value is not added; a refused one (a hyperlink that is not a web link) shows why.
 * `invalid` marks the box when the list itself fails the form's rules.
 */
export function ListField(props: { name: ListName; label: string; multiline?: boolean; invalid?: boolean }) {
  const { name, label } = props;
  const { values, errors, touched, submitCount, setFieldValue, setFieldTouched, getFieldProps } = useFormikContext<EntryFormValues>();
  const id = useId();
  const draftName = `drafts.${name}`;
  const items = values[name];
  const draftError: string | undefined = getIn(errors, draftName);
  const showDraftError = Boolean(draftError) && (Boolean(getIn(touched, draftName)) || submitCount > 0);

  const add = () => {
    const value = values.drafts[name];
    if (!value.trim()) return;
    const item = listItem(name, value);
    if (item === undefined) {
      void setFieldTouched(draftName, true);
      return;
    }
    void setFieldValue(name, [...items, item]);
    void setFieldValue(draftName, '');
  };
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    // Enter would submit the whole form; in this box it means Add.
    event.preventDefault();
    add();
  };
  const remove = (index: number) =>
    void setFieldValue(
      name,
      items.filter((_, at) => at !== index),
    );

  const box = (
    <Form.Control
      {...getFieldProps(draftName)}
      {...(props.multiline ? { as: 'textarea' as const, rows: 4 } : { onKeyDown: addOnEnter })}
      isInvalid={showDraftError || props.invalid}
      aria-invalid={showDraftError || props.invalid}
      aria-describedby={showDraftError ? `${id}-error` : undefined}
    />
  );
  const feedback = showDraftError && (
    <Form.Control.Feedback type="invalid" id={`${id}-error`}>
      {draftError}
    </Form.Control.Feedback>
  );

  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{`${label}s`}</legend>
      {items.length > 0 && (
        <ol className="list-group list-group-numbered mb-2" aria-label={`${label}s added`}>
          {items.map((item, index) => (
            <li key={index} className="list-group-item d-flex align-items-start gap-2">
              <span className="flex-grow-1 text-break" style={{ whiteSpace: 'pre-line' }}>
                {item}
              </span>
              <Button size="sm" variant="outline-secondary" aria-label={`Remove ${label.toLowerCase()} ${index + 1}`} onClick={() => remove(index)}>
                Remove
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Form.Group controlId={id}>
        {/* The legend names the list; the box's own name says what one item is. */}
        <Form.Label visuallyHidden>{label}</Form.Label>
        {props.multiline ? (
          <>
            {box}
            {feedback}
            <Button variant="outline-primary" className="mt-2" onClick={add}>
              {`Add ${label.toLowerCase()}`}
            </Button>
          </>
        ) : (
          <InputGroup hasValidation>
            {box}
            <Button variant="outline-primary" onClick={add}>
              {`Add ${label.toLowerCase()}`}
            </Button>
            {feedback}
          </InputGroup>
        )}
      </Form.Group>
    </fieldset>
  );
}
