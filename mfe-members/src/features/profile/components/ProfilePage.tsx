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
        <p>
          Changing your password logs you out everywhere else you are logged in, and replaces your calendar feed link:
          the old link stops working, so subscribe again with the new one from the timeline.
        </p>
        <ChangePasswordForm />
      </section>
    </PageShell>
  );
}
