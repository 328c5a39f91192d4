import * as Yup from 'yup';

export const PASSWORD_FORM_EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export type PasswordFormValues = typeof PASSWORD_FORM_EMPTY;

/** Spec section 5: all three required, new equal to confirm; the API refuses new passwords under 8. */
export const passwordSchema = Yup.object({
  currentPassword: Yup.string().required('Current password is required'),
  newPassword: Yup.string().required('New password is required').min(8, 'Minimum 8 characters'),
  confirmPassword: Yup.string()
    .required('Confirm password is required')
    .oneOf([Yup.ref('newPassword')], 'Passwords do not match'),
});
