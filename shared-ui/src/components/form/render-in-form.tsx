import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';

/**
 * For this folder's tests: renders `fields` in a Formik form with a Submit button. Not exported
 * from the package, so no bundle holds it.
 */
export function renderInForm(fields: ReactNode, initialValues: FormikValues, validationSchema?: AnyObjectSchema) {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  render(
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
      <Form noValidate>
        {fields}
        <button type="submit">Submit</button>
      </Form>
    </Formik>,
  );
  return { user, onSubmit, submit: () => user.click(screen.getByRole('button', { name: 'Submit' })) };
}
