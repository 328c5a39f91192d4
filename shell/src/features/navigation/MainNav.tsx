import type { ReactNode } from 'react';
import { Link, NavLink } from 'shared-ui/router';
import { PROJECTS, projectPath } from 'shared-ui';
import { NavMenu } from './NavMenu';

function MenuItem({ to, onPick, children }: { to: string; onPick?: () => void; children: ReactNode }) {
  return (
    <Link className="dropdown-item" to={to} onClick={onPick}>
      {children}
    </Link>
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
 * The site's main links (spec section 2, Global chrome), in the bar or (`inDrawer`) in the drawer.
 * Bootstrap's nav classes, not react-bootstrap's Nav: it would bring shared-ui/widgets to every
 * first page, for an onSelect that a click handler gives as well.
 */
export function MainNav({ onSelect, inDrawer = false }: { onSelect?: () => void; inDrawer?: boolean }) {
  return (
    <nav aria-label="Main" className={inDrawer ? 'nav drawer-nav' : 'navbar-nav'}>
      <NavMenu title="Home" id="main-nav-home">
        <MenuItem to="/about" onPick={onSelect}>
          Our Lab
        </MenuItem>
        <MenuItem to="/Affiliations" onPick={onSelect}>
          Related Labs
        </MenuItem>
        <MenuItem to="/" onPick={onSelect}>
          Home
        </MenuItem>
      </NavMenu>
      <NavMenu title="Projects" id="main-nav-projects">
        {PROJECTS.map(({ name }) => (
          <MenuItem key={name} to={projectPath(name)} onPick={onSelect}>
            {name}
          </MenuItem>
        ))}
        <hr className="dropdown-divider" />
        <MenuItem to="/projects/overview" onPick={onSelect}>
          All Projects
        </MenuItem>
      </NavMenu>
      <TopLink to="/get_involved" onPick={onSelect}>
        Get Involved
      </TopLink>
      <TopLink to="/lab_highlights" onPick={onSelect}>
        Highlights
      </TopLink>
    </nav>
  );
}
