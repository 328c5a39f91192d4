import { useField } from 'formik';
import Form from 'react-bootstrap/Form';

/** The alumni flag: an alumnus is no longer an active member. */
export function AlumniField() {
  const [field] = useField({ name: 'isAlumni', type: 'checkbox' });
  return (
    <Form.Check
      {...field}
      type="checkbox"
      id="profile-is-alumni"
      className="mb-3"
      label="Alumni (no longer an active member)"
    />
  );
}
