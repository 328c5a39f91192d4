import type { ReactNode } from 'react';
import { Link, NavLink } from 'shared-ui/router';
import { menuItems, type MenuLink } from 'shared-ui/route-table';
import { useRouteTable } from '../../../state/route-table-context';
import { NavMenu } from './NavMenu';

function MenuItem({ link, onPick }: { link: MenuLink; onPick?: () => void }) {
  return (
    <>
      {link.dividerBefore && <hr className="dropdown-divider" />}
      <Link className="dropdown-item" to={link.to} onClick={onPick}>
        {link.label}
      </Link>
    </>
  );
}

function TopLink({ to, onPick, children }: { to: string; onPick?: () => void; children: ReactNode }) {
  return (
    <NavLink className="nav-link" to={to} onClick={onPick}>
      {children}
    </NavLink>
  );
}

/**
 * An id from a dropdown's title: 'Home' → main-nav-home in the bar, drawer-nav-home in the drawer.
 * Both copies of the links can be in the page at once (the bar's hidden by its stylesheet).
 */
const menuId = (title: string, inDrawer: boolean) => `${inDrawer ? 'drawer' : 'main'}-nav-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * The site's main links (spec section 2, Global chrome), as the remotes' route manifests declare
 * them, in the bar or (`inDrawer`) in the drawer. Bootstrap's nav classes, not react-bootstrap's
 * Nav: it would bring shared-ui/widgets to every first page, for an onSelect that a click handler
 * gives as well.
 */
export function MainNav({ onSelect, inDrawer = false }: { onSelect?: () => void; inDrawer?: boolean }) {
  const { manifests } = useRouteTable();
  return (
    <nav aria-label="Main" className={inDrawer ? 'nav drawer-nav' : 'navbar-nav site-navbar__links'}>
      {menuItems(manifests, inDrawer ? 'drawer' : 'bar').map((item) =>
        item.kind === 'dropdown' ? (
          <NavMenu key={item.title} title={item.title} id={menuId(item.title, inDrawer)}>
            {item.items.map((link) => (
              <MenuItem key={link.to} link={link} onPick={onSelect} />
            ))}
          </NavMenu>
        ) : (
          <TopLink key={item.to} to={item.to} onPick={onSelect}>
            {item.label}
          </TopLink>
        ),
      )}
    </nav>
  );
}
