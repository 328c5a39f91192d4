import type { ReactNode } from 'react';
import { Nav } from 'shared-ui/bootstrap';
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

function TopLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Nav.Link as={NavLink} to={to} eventKey={to}>
      {children}
    </Nav.Link>
  );
}

/** The site's main links (spec section 2, Global chrome), in the bar or (`inDrawer`) in the drawer. */
export function MainNav({ onSelect, inDrawer = false }: { onSelect?: () => void; inDrawer?: boolean }) {
  return (
    <Nav as="nav" aria-label="Main" onSelect={onSelect} bsPrefix={inDrawer ? 'nav' : 'navbar-nav'}>
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
      <TopLink to="/get_involved">Get Involved</TopLink>
      <TopLink to="/lab_highlights">Highlights</TopLink>
    </Nav>
  );
}
