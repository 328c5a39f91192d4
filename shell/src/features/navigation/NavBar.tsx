import { Container, Navbar } from 'shared-ui/bootstrap';
import { Link } from 'shared-ui/router';
import { BREAKPOINTS, LAB, useMediaQuery } from 'shared-ui';
import { LabLogo } from '../../components/LabLogo';
import { AccountMenu } from './AccountMenu';
import { MainNav } from './MainNav';
import { MenuDrawer } from './MenuDrawer';
import './navigation.css';

/**
 * The top bar. Its breakpoints (1024, 920) are not Bootstrap's, so they are media queries here
 * rather than Navbar's `expand` classes.
 */
export function NavBar() {
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.mobileNavBelow}px)`);
  const showTitle = useMediaQuery(`(min-width: ${BREAKPOINTS.labTitleFrom}px)`);
  return (
    // Navbar would call a non-<nav> element 'navigation'; this is the page's banner.
    <Navbar as="header" role="banner" expand={wide} data-bs-theme="dark" className="site-navbar">
      <Container fluid>
        <Navbar.Brand as={Link} to="/" className="d-flex align-items-center gap-2">
          {/* Without the title beside it, the logo carries the lab's name. */}
          <LabLogo title={showTitle ? undefined : LAB.name} />
          {showTitle && <span>{LAB.name}</span>}
        </Navbar.Brand>
        {wide && <MainNav />}
        <div className="ms-auto d-flex align-items-center gap-2">
          <AccountMenu />
          {!wide && <MenuDrawer />}
        </div>
      </Container>
    </Navbar>
  );
}
