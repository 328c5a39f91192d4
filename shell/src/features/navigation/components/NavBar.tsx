import { Container } from 'shared-ui/bootstrap';
import { Link } from 'shared-ui/router';
import { SITE_BAR_CLASS, useMediaQuery } from 'shared-ui';
import { LAB } from 'shared-ui/constants';
import { BREAKPOINTS } from '../../../config/layout';
import { LabLogo } from '../../../components/LabLogo';
import { AccountMenu } from './AccountMenu';
import { MainNav } from './MainNav';
import { MenuDrawer } from './MenuDrawer';
import './navigation.css';

/**
 * The top bar. Its breakpoints (1024, 920) are not Bootstrap's, so they are media queries here
 * rather than `navbar-expand-*` classes. Bootstrap's navbar classes without react-bootstrap's
 * Navbar, which brings its Offcanvas (and the modal machinery) into every first load.
 */
export function NavBar() {
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.mobileNavBelow}px)`);
  const showTitle = useMediaQuery(`(min-width: ${BREAKPOINTS.labTitleFrom}px)`);
  return (
    <header data-bs-theme="dark" className={`navbar ${SITE_BAR_CLASS}${wide ? ' navbar-expand' : ''}`}>
      <Container fluid>
        <Link to="/" className="navbar-brand d-flex align-items-center gap-2">
          {/* Without the title beside it, the logo carries the lab's name. */}
          <LabLogo title={showTitle ? undefined : LAB.name} />
          {showTitle && <span>{LAB.name}</span>}
        </Link>
        {wide && <MainNav />}
        <div className="ms-auto d-flex align-items-center gap-2">
          <AccountMenu />
          {!wide && <MenuDrawer />}
        </div>
      </Container>
    </header>
  );
}
