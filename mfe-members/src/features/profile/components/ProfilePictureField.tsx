import { useField } from 'formik';
import { useEffect, useRef } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { Form } from 'shared-ui/form-controls';
import { apiUrl, IMAGE_UPLOAD, useObjectUrl } from 'shared-ui';
import { FieldFrame, useFieldFeedback } from 'shared-ui/forms';

const HELP = 'An image (JPEG, PNG, WebP or GIF) of at most 2 MB.';

/**
 * The profile picture: the saved one, or a preview of the chosen image; Remove picture drops the
 * chosen one, or the saved one when the form is saved.
 */
export function ProfilePictureField({ savedUrl }: { savedUrl: string | null }) {
  // A chosen file is checked at once: a file input is not left the way a text field is.
  const picture = useFieldFeedback<File | null>('profilePic', { help: HELP, errorOnChange: true });
  const [remove, , removeHelpers] = useField<boolean>('removeProfilePic');
  const input = useRef<HTMLInputElement>(null);
  const chosen = picture.field.value;
  const preview = useObjectUrl(picture.error ? null : chosen);
  const shown = chosen ? preview : remove.value || !savedUrl ? undefined : apiUrl(savedUrl);
  // The file input forgets its file whenever the form does (removed, saved, or reset).
  useEffect(() => {
    if (!chosen && input.current) input.current.value = '';
  }, [chosen]);
  const removePicture = () => {
    if (chosen) void picture.helpers.setValue(null);
    else void removeHelpers.setValue(true);
  };
  return (
    <FieldFrame id={picture.id} label="Profile picture" help={HELP} error={picture.error}>
      <div className="d-flex align-items-center gap-3 mb-2">
        {shown ? (
          <img src={shown} alt="Your profile picture" width={96} height={96} className="rounded-circle" style={{ objectFit: 'cover' }} />
        ) : (
          <span className="text-body-secondary">{remove.value ? 'The picture will be removed when you save.' : 'No picture'}</span>
        )}
        {(chosen || (savedUrl && !remove.value)) && (
          <Button variant="outline-danger" size="sm" onClick={removePicture}>
            Remove picture
          </Button>
        )}
      </div>
      <Form.Control
        ref={input}
        type="file"
        accept={IMAGE_UPLOAD.types.join(',')}
        name={picture.field.name}
        {...picture.aria}
        isInvalid={Boolean(picture.error)}
        onChange={(event) => {
          const file = (event.target as HTMLInputElement).files?.[0] ?? null;
          void picture.helpers.setValue(file);
        }}
      />
    </FieldFrame>
  );
}
