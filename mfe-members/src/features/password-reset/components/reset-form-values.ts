/** The reset form's fields, empty: the new password and its confirmation. */
export const RESET_FORM_EMPTY = { newPassword: '', confirmPassword: '' };

export type ResetFormValues = typeof RESET_FORM_EMPTY;
