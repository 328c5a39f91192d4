import { object, string } from 'yup';

export interface LoginValues {
  username: string;
  password: string;
}

/** Spec section 5, Login. */
export const loginSchema = object({
  username: string().required('Username is required').min(4, 'Minimum 4 characters'),
  password: string().required('Password is required').min(8, 'Minimum 8 characters'),
});

export const EMPTY_LOGIN: LoginValues = { username: '', password: '' };
