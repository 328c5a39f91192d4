import * as Yup from 'yup';
import { newPasswordRules } from '../../../components/form/password-rules';

/** The profile's rules for a new password and its confirmation. */
export const resetPasswordSchema = Yup.object(newPasswordRules);
