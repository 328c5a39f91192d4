import { ErrorState, LoadingState, PageShell, useAuth } from 'shared-ui';
import { useProfile } from '../api/use-profile';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileDetails } from './ProfileDetails';

/** /editprofile: the member's details and the password form. */
export function ProfilePage() {
  const auth = useAuth();
  const profile = useProfile(auth.username);
  return (
    <PageShell title="Profile">
      <section aria-labelledby="details-heading" className="mb-5">
        <h2 id="details-heading">Update your personal details</h2>
        {profile.status === 'loading' && <LoadingState label="Loading your profile..." />}
        {profile.status === 'error' && <ErrorState message="Something Went Wrong! Check Your Connection!" onRetry={profile.reload} />}
        {profile.status === 'done' && <ProfileDetails profile={profile.data} />}
      </section>
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">Change your password</h2>
        <ChangePasswordForm />
      </section>
    </PageShell>
  );
}
