import { useCallback } from 'react';
import { useNavigate } from 'shared-ui/router';
import { authApi, bus } from 'shared-ui';
import { TIMINGS } from '../../../config/layout';

/**
 * After a username or e-mail change (spec section 4): the session ends 1.5 s later, while the
 * page shows the logged-out notice, and the member lands on the home page to log in again. The
 * timer is not cancelled when the page goes: the session belongs to the old identity either way.
 * The shell learns of the ended session through its session check.
 */
export function useIdentityLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    setTimeout(() => {
      void authApi
        .logout()
        .catch(() => undefined)
        .then(() => {
          bus.refreshAuth();
          void navigate('/');
        });
    }, TIMINGS.logoutAfterIdentityChange);
  }, [navigate]);
}
