import { object, string } from 'yup';

export interface SignupValues {
  firstname: string;
  lastname: string;
  email: string;
  project: string;
  /** The option's raw value, e.g. 'co-pilot'. */
  position: string;
  username: string;
  password: string;
  confirmPassword: string;
  token: string;
}

const EMAIL_MESSAGE = 'Valid email address is required';

/**
 * Spec section 5, Sign-up. Password and confirmation are compared at submit, not here: the spec
 * shows no message of its own for a mismatch.
 */
export const signupSchema = object({
  firstname: string().trim().required('First Name is required'),
  lastname: string().trim().required('Last Name is required'),
  email: string().trim().required(EMAIL_MESSAGE).email(EMAIL_MESSAGE),
  project: string().required('Project is required'),
  position: string().required('Position is required'),
  username: string().trim().required('Username is required').min(4, 'Minimum 4 characters'),
  password: string().required('Password is required').min(8, 'Minimum 8 characters'),
  confirmPassword: string().required('Confirm password is required'),
  token: string().trim().required('Sign-up Token is required'),
});

export const EMPTY_SIGNUP: SignupValues = {
  firstname: '',
  lastname: '',
  email: '',
  project: '',
  position: '',
  username: '',
  password: '',
  confirmPassword: '',
  token: '',
};
