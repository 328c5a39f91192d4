import { Button } from 'shared-ui/bootstrap';
import { Link } from 'shared-ui/router';
import { isAdmin } from 'shared-ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { useLogout } from '../auth/use-logout';
import { modalOpened } from '../ui/uiSlice';
import { NavMenu } from './NavMenu';

/** Login/Register for visitors; the member's own links and Logout once logged in. */
export function AccountMenu() {
  const auth = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const logout = useLogout();
  // Until the session check answers, showing Login/Register could be wrong for a member.
  if (!auth.isReady) return null;
  if (!auth.isLoggedIn) {
    return (
      <Button variant="outline-light" onClick={() => dispatch(modalOpened({ modal: 'login' }))}>
        Login/Register
      </Button>
    );
  }
  const admin = isAdmin(auth);
  return (
    <div className="navbar-nav">
      <NavMenu title={auth.username} id="account-menu" alignEnd>
        <Link className="dropdown-item" to="/editprofile">
          View Profile
        </Link>
        <Link className="dropdown-item" to="/resources">
          Resources
        </Link>
        <Link className="dropdown-item" to="/timeline">
          Timeline
        </Link>
        {admin && (
          <>
            <Link className="dropdown-item" to="/edit_teams">
              Edit Teams
            </Link>
            <Link className="dropdown-item" to="/admin/signup-tokens">
              Sign-up Tokens
            </Link>
            <Link className="dropdown-item" to="/admin/highlights">
              Edit Highlights
            </Link>
            <Link className="dropdown-item" to="/admin/members">
              Members &amp; roles
            </Link>
            <Link className="dropdown-item" to="/admin/audit">
              Audit
            </Link>
          </>
        )}
        <hr className="dropdown-divider" />
        <button type="button" className="dropdown-item" onClick={logout}>
          Logout
        </button>
      </NavMenu>
    </div>
  );
}
