import * as Yup from 'yup';
import { schemaOnDemand } from './schema-on-demand';

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

  it('tries the fetch again at the next validation when it failed, and passes on errors that are not a rule broken', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 12 failed')).mockResolvedValue(schema);
    const { validate, preload } = schemaOnDemand<{ name: string; email: string }>(load);
    preload();
    await expect(validate({ name: '', email: '' })).rejects.toThrow('Loading chunk 12 failed');
    await expect(validate({ name: '', email: 'ada@example.org' })).resolves.toEqual({ name: 'Name is required' });

    const broken = Yup.object({ name: Yup.string().test('throws', 'never shown', () => { throw new TypeError('a bug in a rule'); }) });
    await expect(schemaOnDemand(async () => broken).validate({ name: 'Ada' })).rejects.toThrow('a bug in a rule');
  });
});
