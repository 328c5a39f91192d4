import { PageShell } from 'shared-ui';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileSection } from './ProfileSection';

/** /editprofile: the member's details and the password form (spec section 2, Profile). */
export function ProfilePage() {
  return (
    <PageShell title="Profile">
      <section aria-labelledby="details-heading" className="mb-5">
        <h2 id="details-heading">Update your personal details</h2>
        <ProfileSection />
      </section>
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">Change your password</h2>
        <ChangePasswordForm />
      </section>
    </PageShell>
  );
}
