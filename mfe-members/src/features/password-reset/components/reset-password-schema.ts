import * as Yup from 'yup';
import { newPasswordRules } from '../../../components/form/password-rules';

export const RESET_FORM_EMPTY = { newPassword: '', confirmPassword: '' };

export type ResetFormValues = typeof RESET_FORM_EMPTY;

/** The profile's rules for a new password and its confirmation. */
export const resetPasswordSchema = Yup.object(newPasswordRules);
