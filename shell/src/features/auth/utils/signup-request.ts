import { ApiError, type SignupBody } from 'shared-ui';
import type { SignupValues } from '../components/signup-schema';

export const FIELDS_INCORRECT = 'ERROR: One or more fields are incorrect or empty';

/** Spec section 8, Signup: the server's errCode → what the form says. */
const ERROR_TEXTS: Record<string, string> = {
  AUTH001: 'ERROR: Try new username',
  AUTH002: 'ERROR: Faulty Token',
  AUTH003: FIELDS_INCORRECT,
};

export function signupErrorText(error: unknown): string {
  const code = error instanceof ApiError ? error.errCode : undefined;
  return (code && ERROR_TEXTS[code]) || 'ERROR: CONNECTION ERROR';
}

/** 'co-pilot' → 'Co-pilot', 'project-lead' → 'Project-lead': the position as the call sends it. */
export const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * The sign-up payload: the position's raw option value also names the token (tokenKey). The form
 * offers only the API's projects and token keys (PROJECT_NAMES, config/signup-positions.ts).
 */
export function signupBody({ confirmPassword: _confirm, ...values }: SignupValues): SignupBody {
  return {
    ...values,
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    username: values.username.trim(),
    token: values.token.trim(),
    project: values.project as SignupBody['project'],
    position: titleCase(values.position),
    tokenKey: values.position as SignupBody['tokenKey'],
  };
}
