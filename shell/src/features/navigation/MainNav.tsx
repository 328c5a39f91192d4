import type { ReactNode } from 'react';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link, NavLink } from 'react-router-dom';
import { PROJECTS, projectPath } from 'shared-ui';

// The path doubles as eventKey: Nav's onSelect skips items without a key, and a router link
// has no href prop to make one from.
function MenuItem({ to, children }: { to: string; children: ReactNode }) {
  return (
    <NavDropdown.Item as={Link} to={to} eventKey={to}>
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
        <MenuItem to="/about">Our Lab</MenuItem>
        <MenuItem to="/Affiliations">Related Labs</MenuItem>
        <MenuItem to="/">Home</MenuItem>
      </NavDropdown>
      <NavDropdown title="Projects" id="main-nav-projects">
        {PROJECTS.map(({ name }) => (
          <MenuItem key={name} to={projectPath(name)}>
            {name}
          </MenuItem>
        ))}
        <NavDropdown.Divider />
        <MenuItem to="/projects/overview">All Projects</MenuItem>
      </NavDropdown>
      <TopLink to="/get_involved">Get Involved</TopLink>
      <TopLink to="/lab_highlights">Highlights</TopLink>
    </Nav>
  );
}
