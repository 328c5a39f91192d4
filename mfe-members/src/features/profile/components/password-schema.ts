import * as Yup from 'yup';
import { newPasswordRules } from '../../../components/form/password-rules';

/** Spec section 5: all three required, new equal to confirm; the new one as the API allows it. */
export const passwordSchema = Yup.object({
  currentPassword: Yup.string().required('Current password is required'),
  ...newPasswordRules,
});
