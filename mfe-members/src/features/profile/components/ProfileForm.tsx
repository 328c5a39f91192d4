import { Form as FormikForm, Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { profileApi, type Profile } from 'shared-ui';
import { CheckField, schemaOnDemand, TextField } from 'shared-ui/forms';
import { identityChanged, profileFormData } from '../utils/profile-form-data';
import { saveProfileErrorMessage } from '../utils/save-error-message';
import { PositionsList } from './PositionsList';
import { ProfilePictureField } from './ProfilePictureField';
import { profileValuesOf, type ProfileValues } from './profile-values';

const validation = schemaOnDemand<ProfileValues>(() => import('./profile-schema').then((module) => module.profileSchema));

export interface ProfileFormProps {
  profile: Profile;
  /** Saved; `identity` when the username or e-mail changed. */
  onSaved: (identity: boolean) => void;
  onFailed: (message: string) => void;
  onSubmitting: () => void;
  /** The session is ending: nothing more can be saved. */
  locked: boolean;
}

/** 'Update your personal details': the member's own fields, positions read-only. */
export function ProfileForm({ profile, onSaved, onFailed, onSubmitting, locked }: ProfileFormProps) {
  const initialValues = useMemo(() => profileValuesOf(profile), [profile]);
  useEffect(() => validation.preload(), []);
  const save = async (values: ProfileValues, form: FormikHelpers<ProfileValues>) => {
    onSubmitting();
    try {
      await profileApi.update(profileFormData(values));
    } catch (error) {
      onFailed(saveProfileErrorMessage(error));
      return;
    }
    // What was saved is the form's new starting point; the picture chosen or removed is done with.
    form.resetForm({ values: { ...values, profilePic: null, removeProfilePic: false } });
    onSaved(identityChanged(values, profile));
  };
  return (
    <Formik initialValues={initialValues} validate={validation.validate} onSubmit={save} enableReinitialize>
      {({ isSubmitting }) => (
        <FormikForm noValidate>
          <fieldset disabled={locked}>
            <TextField name="username" label="Username" autoComplete="username" />
            <TextField name="firstname" label="First name" autoComplete="given-name" />
            <TextField name="lastname" label="Last name" autoComplete="family-name" />
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <TextField name="blurb" label="Blurb" rows={4} required help="A few sentences about you, shown with your name on the People page." />
            <CheckField name="isAlumni" label="Alumni (no longer an active member)" type="checkbox" />
            <PositionsList />
            <ProfilePictureField savedUrl={profile.profilePic} />
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save Changes'}
            </Button>
          </fieldset>
        </FormikForm>
      )}
    </Formik>
  );
}
