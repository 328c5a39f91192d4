import * as Yup from 'yup';

/**
 * A new password and its confirmation, as every form that sets one asks for them (the profile's
 * Change your password, the reset page): spec section 5's 'Passwords do not match', and the API's
 * password rule, 8 to 128 characters. The forms call the fields `newPassword` and `confirmPassword`.
 */
export const newPasswordRules = {
  newPassword: Yup.string()
    .required('New password is required')
    .min(8, 'Minimum 8 characters')
    .max(128, 'Maximum 128 characters'),
  confirmPassword: Yup.string()
    .required('Confirm password is required')
    .oneOf([Yup.ref('newPassword')], 'Passwords do not match'),
};
