import { useState } from 'react';
import { ErrorState, LoadingState, useAuth } from 'shared-ui';
import { StatusAlert } from '../../../components/StatusAlert';
import { useProfile } from '../api/use-profile';
import { useIdentityLogout } from '../api/use-identity-logout';
import { ProfileForm } from './ProfileForm';

type Outcome = { kind: 'saved' } | { kind: 'identity' } | { kind: 'failed'; message: string };

/**
 * Loads the logged-in member's profile and shows the form with what became of the last save:
 * saved (the profile is loaded again), saved with a new username or e-mail ('Changes
 * Successfully Saved' and the logged-out notice, as issue 20 reads spec section 4; the session
 * ends 1.5 s later), or the failure.
 */
export function ProfileSection() {
  const auth = useAuth();
  const profile = useProfile(auth.username);
  const logOutSoon = useIdentityLogout();
  const [outcome, setOutcome] = useState<Outcome>();
  const saved = (identity: boolean) => {
    setOutcome({ kind: identity ? 'identity' : 'saved' });
    if (identity) logOutSoon();
    else profile.reload();
  };
  if (profile.status === 'loading') return <LoadingState label="Loading your profile..." />;
  if (profile.status === 'error') return <ErrorState message="Something Went Wrong! Check Your Connection!" onRetry={profile.reload} />;
  return (
    <>
      <p>
        You are logged in as <strong>{profile.data.username}</strong>.
      </p>
      {outcome && outcome.kind !== 'failed' && <StatusAlert variant="success">Changes Successfully Saved</StatusAlert>}
      {outcome?.kind === 'identity' && (
        <StatusAlert variant="warning">
          Your username or e-mail changed, so you are being logged out. Log in again with your new details.
        </StatusAlert>
      )}
      {outcome?.kind === 'failed' && <StatusAlert variant="danger">{outcome.message}</StatusAlert>}
      <ProfileForm
        profile={profile.data}
        onSaved={saved}
        onFailed={(message) => setOutcome({ kind: 'failed', message })}
        onSubmitting={() => setOutcome(undefined)}
        locked={outcome?.kind === 'identity'}
      />
    </>
  );
}
