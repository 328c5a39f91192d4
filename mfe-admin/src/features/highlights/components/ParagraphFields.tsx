import { FieldArray, getIn, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { TextField } from 'shared-ui/forms';
import { MAX_PARAGRAPHS, type HighlightValues } from './highlight-schema';

/** The highlight's body: one to four paragraphs, added and removed with buttons. */
export function ParagraphFields() {
  const { values, errors } = useFormikContext<HighlightValues>();
  const count = values.paragraphs.length;
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const previousCount = useRef(count);
  const listError = getIn(errors, 'paragraphs');

  // A paragraph just added gets the keyboard, so typing can start at once.
  useEffect(() => {
    if (count > previousCount.current) fieldset.current?.querySelectorAll('textarea')[count - 1]?.focus();
    previousCount.current = count;
  }, [count]);

  return (
    <fieldset ref={fieldset} className="mb-3">
      <legend className="fs-6 fw-semibold">Paragraphs</legend>
      <FieldArray name="paragraphs">
        {(helpers) => (
          <>
            {values.paragraphs.map((_text, index) => (
              // Paragraphs have no ids of their own; their place is what the form and the API know.
              <div key={index} className="border rounded p-3 mb-2">
                <TextField name={`paragraphs.${index}`} label={`Paragraph ${index + 1}`} rows={4} />
                {count > 1 && (
                  <Button size="sm" variant="outline-danger" onClick={() => helpers.remove(index)}>
                    Remove paragraph {index + 1}
                  </Button>
                )}
              </div>
            ))}
            {typeof listError === 'string' && <p className="text-danger small">{listError}</p>}
            <Button
              size="sm"
              variant="outline-primary"
              disabled={count >= MAX_PARAGRAPHS}
              aria-describedby="paragraph-limit"
              onClick={() => helpers.push('')}
            >
              Add paragraph
            </Button>
            <span id="paragraph-limit" className="form-text ms-2">
              Up to {MAX_PARAGRAPHS} paragraphs ({count} of {MAX_PARAGRAPHS}).
            </span>
          </>
        )}
      </FieldArray>
    </fieldset>
  );
}
