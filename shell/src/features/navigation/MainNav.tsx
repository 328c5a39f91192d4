import type { ReactNode } from 'react';
import { Nav, NavDropdown } from 'shared-ui/bootstrap';
import { Link, NavLink } from 'shared-ui/router';
import { PROJECTS, projectPath } from 'shared-ui';

// No eventKey: a keyed dropdown item is marked aria-selected, which a link may not carry
// (axe aria-allowed-attr). So the item reports its choice itself, through onClick.
function MenuItem({ to, onPick, children }: { to: string; onPick?: () => void; children: ReactNode }) {
  return (
    <NavDropdown.Item as={Link} to={to} onClick={onPick}>
      {children}
    </NavDropdown.Item>
  );
}

function TopLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Nav.Link as={NavLink} to={to} eventKey={to}>
      {children}
    </Nav.Link>
  );
}

/** The site's main links (spec section 2, Global chrome), in the bar or in the drawer. */
export function MainNav({ onSelect }: { onSelect?: () => void }) {
  return (
    <Nav as="nav" aria-label="Main" onSelect={onSelect}>
      <NavDropdown title="Home" id="main-nav-home">
        <MenuItem to="/about" onPick={onSelect}>
          Our Lab
        </MenuItem>
        <MenuItem to="/Affiliations" onPick={onSelect}>
          Related Labs
        </MenuItem>
        <MenuItem to="/" onPick={onSelect}>
          Home
        </MenuItem>
      </NavDropdown>
      <NavDropdown title="Projects" id="main-nav-projects">
        {PROJECTS.map(({ name }) => (
          <MenuItem key={name} to={projectPath(name)} onPick={onSelect}>
            {name}
          </MenuItem>
        ))}
        <NavDropdown.Divider />
        <MenuItem to="/projects/overview" onPick={onSelect}>
          All Projects
        </MenuItem>
      </NavDropdown>
      <TopLink to="/get_involved">Get Involved</TopLink>
      <TopLink to="/lab_highlights">Highlights</TopLink>
    </Nav>
  );
}
