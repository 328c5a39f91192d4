import * as Yup from 'yup';
import { newPasswordRules } from './password-rules';

const schema = Yup.object(newPasswordRules);

/** The messages the rules give for these values, field by field. */
async function messages(newPassword: string, confirmPassword: string) {
  try {
    await schema.validate({ newPassword, confirmPassword }, { abortEarly: false });
    return {};
  } catch (error) {
    // The first message of each field, as the form shows it.
    const found: Record<string, string> = {};
    for (const inner of (error as Yup.ValidationError).inner) found[inner.path!] ??= inner.message;
    return found;
  }
}

describe('newPasswordRules', () => {
  it('require both fields', async () => {
    expect(await messages('', '')).toEqual({ newPassword: 'New password is required', confirmPassword: 'Confirm password is required' });
  });

  it('want 8 to 128 characters, as the API does', async () => {
    expect(await messages('short12', 'short12')).toEqual({ newPassword: 'Minimum 8 characters' });
    expect(await messages('x'.repeat(129), 'x'.repeat(129))).toEqual({ newPassword: 'Maximum 128 characters' });
    expect(await messages('x'.repeat(128), 'x'.repeat(128))).toEqual({});
    expect(await messages('12345678', '12345678')).toEqual({});
  });

  it('want the confirmation to match', async () => {
    expect(await messages('a long password', 'a long passw0rd')).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});
