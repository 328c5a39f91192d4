import { Button } from 'shared-ui/bootstrap';
import { Link } from 'shared-ui/router';
import { menuLinks } from 'shared-ui/route-table';
import { isAdmin } from 'shared-ui';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectAuth } from '../../../state/authSlice';
import { useLogout } from '../../../hooks/use-logout';
import { useRouteTable } from '../../../state/route-table-context';
import { modalOpened } from '../../../state/uiSlice';
import { NavMenu } from './NavMenu';

/** Login/Register for visitors; the members' links the remotes declare, and Logout, once logged in. */
export function AccountMenu() {
  const auth = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const logout = useLogout();
  const { manifests } = useRouteTable();
  // Until the session check answers, showing Login/Register could be wrong for a member.
  if (!auth.isReady) return null;
  if (!auth.isLoggedIn) {
    return (
      <Button variant="outline-light" onClick={() => dispatch(modalOpened({ modal: 'login' }))}>
        Login/Register
      </Button>
    );
  }
  const links = menuLinks(manifests, 'account', { admin: isAdmin(auth) });
  return (
    <div className="navbar-nav">
      <NavMenu title={auth.username} id="account-menu" alignEnd>
        {links.map((link) => (
          <Link key={link.to} className="dropdown-item" to={link.to}>
            {link.label}
          </Link>
        ))}
        <hr className="dropdown-divider" />
        <button type="button" className="dropdown-item" onClick={logout}>
          Logout
        </button>
      </NavMenu>
    </div>
  );
}
