import { useState } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { useSearchParams } from 'shared-ui/router';
import { bus, PageShell } from 'shared-ui';
import { StatusAlert } from '../../../components/StatusAlert';
import { useHydrated } from '../hooks/use-hydrated';
import { LINK_NOT_VALID, type ResetOutcome } from '../utils/reset-outcome';
import { ResetPasswordForm } from './ResetPasswordForm';

/**
 * /reset-password?token=…: a member sets a new password with the one-time link an admin gave
 * them. Public: whoever holds the link has no session to use.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  // The server draws this page without the link's token (no secret of the address reaches it):
  // it draws the form, open to typing at once; a submit made before the browser, which has the
  // token, takes over is held by the page and sent then.
  const hydrated = useHydrated();
  const withoutToken = !token && hydrated;
  const [outcome, setOutcome] = useState<ResetOutcome>();
  const done = (next: ResetOutcome) => {
    setOutcome(next);
    // Every session of the account has ended, possibly this browser's: the shell checks again.
    if (next.kind === 'done') bus.refreshAuth();
  };
  return (
    <PageShell title="Set a new password" description="Set a new password for your lab account with a one-time reset link.">
      {withoutToken || outcome?.kind === 'invalid' ? (
        <StatusAlert variant="danger">
          <p className="mb-1 fw-semibold">{LINK_NOT_VALID}</p>
          <p className="mb-0">Reset links work once, within 24 hours. Ask an admin of the lab for a new one.</p>
        </StatusAlert>
      ) : outcome?.kind === 'done' ? (
        <>
          <StatusAlert variant="success">{outcome.message}</StatusAlert>
          <Button onClick={() => bus.openModal('login')}>Log in</Button>
        </>
      ) : (
        <>
          <p>Choose a new password for your account. Setting it logs you out wherever you are logged in.</p>
          <ResetPasswordForm token={token} onOutcome={done} />
        </>
      )}
    </PageShell>
  );
}
