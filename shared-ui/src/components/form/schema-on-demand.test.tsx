import { render, screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import userEvent from '@testing-library/user-event';
import * as Yup from 'yup';
import { SCHEMA_UNAVAILABLE, schemaOnDemand } from './schema-on-demand';
import { TextField } from './TextField';

const schema = Yup.object({
  name: Yup.string().trim().required('Name is required'),
  email: Yup.string().required('Email is required').email('Valid email address is required'),
});

describe('schemaOnDemand', () => {
  it('fetches the schema once, at the first validation, and answers every error as Formik would', async () => {
    const load = jest.fn(async () => schema);
    const { validate } = schemaOnDemand<{ name: string; email: string }>(load);
    expect(load).not.toHaveBeenCalled();
    await expect(validate({ name: '  ', email: 'not an address' })).resolves.toEqual({
      name: 'Name is required',
      email: 'Valid email address is required',
    });
    await expect(validate({ name: 'Ada', email: '' })).resolves.toEqual({ email: 'Email is required' });
    await expect(validate({ name: 'Ada', email: 'ada@example.org' })).resolves.toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the fetch when preloaded, and validation waits for that one', async () => {
    let arrive: (loaded: typeof schema) => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof schema>((resolve) => (arrive = resolve)));
    const { validate, preload } = schemaOnDemand<{ name: string; email: string }>(load);
    preload();
    const errors = validate({ name: '', email: 'ada@example.org' });
    expect(load).toHaveBeenCalledTimes(1);
    arrive(schema);
    await expect(errors).resolves.toEqual({ name: 'Name is required' });
  });

  it('blocks the form with a message under its first field when the fetch failed, and tries it again at the next validation', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 12 failed')).mockResolvedValue(schema);
    const { validate, preload } = schemaOnDemand<{ name: string; email: string }>(load);
    preload();
    await expect(validate({ name: 'Ada', email: 'ada@example.org' })).resolves.toEqual({ name: SCHEMA_UNAVAILABLE });
    await expect(validate({ name: '', email: 'ada@example.org' })).resolves.toEqual({ name: 'Name is required' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes on an error that is not a rule broken, as Formik does', async () => {
    const broken = Yup.object({ name: Yup.string().test('throws', 'never shown', () => { throw new TypeError('a bug in a rule'); }) });
    await expect(schemaOnDemand(async () => broken).validate({ name: 'Ada' })).rejects.toThrow('a bug in a rule');
  });

  it('in a form: a failed fetch shows its message and leaves the form free to submit again, checked', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 12 failed')).mockResolvedValue(schema);
    const { validate } = schemaOnDemand<{ name: string; email: string }>(load);
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(
      <Formik initialValues={{ name: 'Ada', email: 'ada@example.org' }} validate={validate} validateOnBlur={false} validateOnChange={false} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField name="name" label="Name" />
            <TextField name="email" label="Email" />
            <button type="submit" disabled={isSubmitting}>
              Submit
            </button>
          </Form>
        )}
      </Formik>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(SCHEMA_UNAVAILABLE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.org' }, expect.anything()));
    expect(screen.queryByText(SCHEMA_UNAVAILABLE)).toBeNull();
  });
});
