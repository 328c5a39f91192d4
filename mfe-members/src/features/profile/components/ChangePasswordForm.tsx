import { Form as FormikForm, Formik, type FormikHelpers } from 'formik';
import { useEffect } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { ApiError, profileApi } from 'shared-ui';
import { schemaOnDemand, TextField } from 'shared-ui/forms';
import { StatusAlert } from '../../../components/StatusAlert';
import { PASSWORD_FORM_EMPTY, type PasswordFormValues } from './password-form-values';

const validation = schemaOnDemand<PasswordFormValues>(() => import('./password-schema').then((module) => module.passwordSchema));

interface Outcome {
  variant: 'success' | 'danger';
  message: string;
}

async function changePassword(values: PasswordFormValues, form: FormikHelpers<PasswordFormValues>) {
  try {
    await profileApi.changePassword(values.currentPassword, values.newPassword);
    form.resetForm({ status: { variant: 'success', message: 'Your password was changed.' } satisfies Outcome });
  } catch (error) {
    const wrongPassword = error instanceof ApiError && error.status === 400;
    form.setStatus({
      variant: 'danger',
      message: wrongPassword ? 'Current password was incorrect' : 'An error occurred on the server',
    } satisfies Outcome);
  }
}

/** Current, new and confirm; on success the fields clear. */
export function ChangePasswordForm() {
  useEffect(() => validation.preload(), []);
  return (
    <Formik initialValues={PASSWORD_FORM_EMPTY} validate={validation.validate} onSubmit={changePassword}>
      {({ isSubmitting, status }) => {
        const outcome = status as Outcome | undefined;
        return (
          <FormikForm noValidate>
            {outcome && <StatusAlert variant={outcome.variant}>{outcome.message}</StatusAlert>}
            <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
            <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" />
            <TextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
            <Button type="submit" disabled={isSubmitting}>
              Change password
            </Button>
          </FormikForm>
        );
      }}
    </Formik>
  );
}
