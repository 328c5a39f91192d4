import { getIn, useFormikContext } from 'formik';
import { useId, useRef } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { Form } from 'shared-ui/form-controls';
import { apiUrl, IMAGE_UPLOAD, isImageFile, isSmallEnoughImage, useObjectUrl } from 'shared-ui';
import type { HighlightValues } from './highlight-schema';

/**
 * The highlight's picture: choose a file (checked against the profile picture's rules), see it
 * before saving, or keep, replace or remove the current one.
 */
export function ImageField({ currentImage }: { currentImage: string | null }) {
  const { values, errors, setFieldValue } = useFormikContext<HighlightValues>();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const error: string | undefined = getIn(errors, 'image');
  // Checked here rather than through Formik's errors, which arrive a moment after the file.
  const acceptable = values.image && isImageFile(values.image) && isSmallEnoughImage(values.image);
  const preview = useObjectUrl(acceptable ? values.image : null);

  const clearChoice = async () => {
    if (input.current) input.current.value = '';
    await setFieldValue('image', null);
  };

  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">Image</legend>
      <Form.Group controlId={id}>
        <Form.Label>Choose an image (optional)</Form.Label>
        <Form.Control
          ref={input}
          type="file"
          accept={IMAGE_UPLOAD.types.join(',')}
          isInvalid={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          onChange={(event) => void setFieldValue('image', (event.target as HTMLInputElement).files?.[0] ?? null)}
        />
        <Form.Text id={`${id}-help`} className="d-block">
          JPEG, PNG, WebP or GIF, at most 2 MB.
        </Form.Text>
        {error && (
          <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block" role="alert">
            {error}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      {values.image && (
        <Button size="sm" variant="outline-secondary" className="mt-2" onClick={() => void clearChoice()}>
          Clear the chosen image
        </Button>
      )}
      {preview && <img src={preview} alt="Preview of the chosen image" className="d-block mt-2 img-thumbnail" style={{ maxWidth: '20rem' }} />}
      {!values.image && currentImage && (
        <div className="mt-2">
          {!values.removeImage && (
            <img src={apiUrl(currentImage)} alt="The current image" className="d-block mb-2 img-thumbnail" style={{ maxWidth: '20rem' }} />
          )}
          <Form.Check
            type="checkbox"
            id={`${id}-remove`}
            label="Remove the current image"
            checked={values.removeImage}
            onChange={(event) => void setFieldValue('removeImage', event.target.checked)}
          />
        </div>
      )}
    </fieldset>
  );
}
