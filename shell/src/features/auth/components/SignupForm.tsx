import { Form as FormikForm, Formik, type FormikHelpers } from 'formik';
import { Button, Col, Row } from 'shared-ui/bootstrap';
import { Alert } from 'shared-ui/alerts';
import { authApi, PROJECT_NAMES } from 'shared-ui';
import { SelectField, TextField } from 'shared-ui/forms';
import { SIGNUP_POSITIONS } from '../../../config/signup-positions';
import { FIELDS_INCORRECT, signupBody, signupErrorText } from '../utils/signup-request';
import { EMPTY_SIGNUP, signupSchema, type SignupValues } from './signup-schema';

/** The sign-up form; the error text is cleared at each submit (spec section 4). */
export function SignupForm({ onSignedUp }: { onSignedUp: () => void }) {
  const submit = async (values: SignupValues, { setStatus }: FormikHelpers<SignupValues>) => {
    setStatus(undefined);
    if (values.password !== values.confirmPassword) {
      setStatus(FIELDS_INCORRECT);
      return;
    }
    try {
      await authApi.signup(signupBody(values));
      onSignedUp();
    } catch (error) {
      setStatus(signupErrorText(error));
    }
  };
  return (
    <Formik initialValues={EMPTY_SIGNUP} validationSchema={signupSchema} onSubmit={submit}>
      {({ status, isSubmitting }) => (
        <FormikForm noValidate>
          <Row>
            <Col sm={6}>
              <TextField name="firstname" label="First Name" autoComplete="given-name" />
            </Col>
            <Col sm={6}>
              <TextField name="lastname" label="Last Name" autoComplete="family-name" />
            </Col>
          </Row>
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <Row>
            <Col sm={6}>
              <SelectField name="project" label="Project" placeholder="Choose a project" options={PROJECT_NAMES} />
            </Col>
            <Col sm={6}>
              <SelectField name="position" label="Position" placeholder="Choose a position" options={SIGNUP_POSITIONS} />
            </Col>
          </Row>
          <TextField name="username" label="Username" autoComplete="username" />
          <Row>
            <Col sm={6}>
              <TextField name="password" label="Password" type="password" autoComplete="new-password" />
            </Col>
            <Col sm={6}>
              <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
            </Col>
          </Row>
          <TextField name="token" label="Sign-up Token" autoComplete="off" help="Please ask your project lead for token." />
          {status && (
            <Alert variant="danger" className="py-2">
              {status}
            </Alert>
          )}
          <Button type="submit" className="w-100" disabled={isSubmitting}>
            {isSubmitting ? 'Signing up...' : 'Sign up'}
          </Button>
        </FormikForm>
      )}
    </Formik>
  );
}
