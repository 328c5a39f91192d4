import { Form as FormikForm, Formik } from 'formik';
import { useEffect } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { authApi } from 'shared-ui';
import { schemaOnDemand, TextField } from 'shared-ui/forms';
import { StatusAlert } from '../../../components/StatusAlert';
import { resetFailure, type ResetOutcome } from '../utils/reset-outcome';
import { RESET_FORM_EMPTY, type ResetFormValues } from './reset-form-values';

const validation = schemaOnDemand<ResetFormValues>(() => import('./reset-password-schema').then((module) => module.resetPasswordSchema));

/** New password and its confirmation, sent with the link's token; the page shows what came of it. */
export function ResetPasswordForm({ token, onOutcome }: { token: string; onOutcome: (outcome: ResetOutcome) => void }) {
  useEffect(() => validation.preload(), []);
  const submit = async (values: ResetFormValues, form: { setStatus: (status: string | undefined) => void }) => {
    form.setStatus(undefined);
    try {
      const { message } = await authApi.resetPassword(token, values.newPassword);
      onOutcome({ kind: 'done', message });
    } catch (error) {
      const outcome = resetFailure(error);
      if (outcome.kind === 'failed') form.setStatus(outcome.message);
      else onOutcome(outcome);
    }
  };
  return (
    <Formik initialValues={RESET_FORM_EMPTY} validate={validation.validate} onSubmit={submit}>
      {({ isSubmitting, status }) => (
        <FormikForm noValidate aria-label="Set a new password">
          {typeof status === 'string' && <StatusAlert variant="danger">{status}</StatusAlert>}
          <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" />
          <TextField name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Set new password'}
          </Button>
        </FormikForm>
      )}
    </Formik>
  );
}
