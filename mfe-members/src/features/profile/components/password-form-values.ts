/** Change your password's fields, empty: current, new and its confirmation. */
export const PASSWORD_FORM_EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export type PasswordFormValues = typeof PASSWORD_FORM_EMPTY;
