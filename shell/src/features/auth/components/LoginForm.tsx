import { Form as FormikForm, Formik, type FormikHelpers } from 'formik';
import { Button } from 'shared-ui/bootstrap';
import { Alert } from 'shared-ui/alerts';
import { TextField } from 'shared-ui/forms';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { logIn } from '../../../state/auth-actions';
import { selectAuth } from '../../../state/authSlice';
import { EMPTY_LOGIN, loginSchema, type LoginValues } from './login-schema';

/** Username and password; the failure text shows in the form, success is the caller's. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const dispatch = useAppDispatch();
  // Stays disabled after success while the modal waits to close, so nobody logs in twice.
  const { isLoggedIn } = useAppSelector(selectAuth);
  const submit = async ({ username, password }: LoginValues, { setStatus }: FormikHelpers<LoginValues>) => {
    setStatus(undefined);
    const error = await logIn(dispatch, username, password);
    if (error) setStatus(`Error: ${error}`);
    else onLoggedIn();
  };
  return (
    <Formik initialValues={EMPTY_LOGIN} validationSchema={loginSchema} onSubmit={submit}>
      {({ status, isSubmitting }) => (
        <FormikForm noValidate>
          <TextField name="username" label="Username" autoComplete="username" />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" />
          {status && (
            <Alert variant="danger" className="py-2">
              {status}
            </Alert>
          )}
          <Button type="submit" className="w-100" disabled={isSubmitting || isLoggedIn}>
            {isSubmitting ? 'Logging in...' : 'Log in'}
          </Button>
        </FormikForm>
      )}
    </Formik>
  );
}
