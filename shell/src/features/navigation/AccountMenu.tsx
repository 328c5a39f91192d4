import { Button, Nav, NavDropdown } from 'shared-ui/bootstrap';
import { Link } from 'shared-ui/router';
import { isAdmin } from 'shared-ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { useLogout } from '../auth/use-logout';
import { modalOpened } from '../ui/uiSlice';

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
    <Nav>
      <NavDropdown title={auth.username} id="account-menu" align="end">
        <NavDropdown.Item as={Link} to="/editprofile">
          View Profile
        </NavDropdown.Item>
        <NavDropdown.Item as={Link} to="/resources">
          Resources
        </NavDropdown.Item>
        <NavDropdown.Item as={Link} to="/timeline">
          Timeline
        </NavDropdown.Item>
        {admin && (
          <>
            <NavDropdown.Item as={Link} to="/edit_teams">
              Edit Teams
            </NavDropdown.Item>
            <NavDropdown.Item as={Link} to="/admin/signup-tokens">
              Sign-up Tokens
            </NavDropdown.Item>
            <NavDropdown.Item as={Link} to="/admin/highlights">
              Edit Highlights
            </NavDropdown.Item>
          </>
        )}
        <NavDropdown.Divider />
        <NavDropdown.Item as="button" onClick={logout}>
          Logout
        </NavDropdown.Item>
      </NavDropdown>
    </Nav>
  );
}
