import { useField } from 'formik';
import { useId } from 'react';
import { Form } from 'shared-ui/form-controls';
import { OTHER_SHARE, ROLLOUT_SHARES } from './rollout-schema';

/** One choice of the share of visitors. */
function ShareOption({ value, label }: { value: string; label: string }) {
  const [field] = useField({ name: 'share', type: 'radio', value });
  const id = useId();
  return <Form.Check {...field} id={id} type="radio" inline label={label} />;
}

/** The share of visitors who get the version: one of the usual ones, or another typed below. */
export function ShareField() {
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">Share of visitors</legend>
      {ROLLOUT_SHARES.map((share) => (
        <ShareOption key={share} value={share} label={`${share} %`} />
      ))}
      <ShareOption value={OTHER_SHARE} label="Another share" />
    </fieldset>
  );
}
