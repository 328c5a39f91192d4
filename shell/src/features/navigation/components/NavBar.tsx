import { Container } from 'shared-ui/bootstrap';
import { Link } from 'shared-ui/router';
import { SITE_BAR_CLASS } from 'shared-ui';
import { LAB } from 'shared-ui/constants';
import { LabLogo } from '../../../components/LabLogo';
import { AccountMenu } from './AccountMenu';
import { MainNav } from './MainNav';
import { MenuDrawer } from './MenuDrawer';
import './navigation.css';

/**
 * The top bar. It holds both layouts, the main links inline and the drawer's button, and its
 * stylesheet shows the one for the window (below 1024 px the drawer, from 920 px the lab's
 * name): the server that draws the page knows no width, and the browser must find its markup
 * unchanged. Bootstrap's navbar classes without react-bootstrap's Navbar, which brings its
 * Offcanvas (and the modal machinery) into every first load.
 */
export function NavBar() {
  return (
    <header data-bs-theme="dark" className={`navbar ${SITE_BAR_CLASS}`}>
      <Container fluid>
        <Link to="/" className="navbar-brand d-flex align-items-center gap-2">
          {/* The logo names the link at every width; the name written beside it (from 920 px) is for the eye only. */}
          <LabLogo title={LAB.name} />
          <span className="site-navbar__title" aria-hidden="true">
            {LAB.name}
          </span>
        </Link>
        <MainNav />
        <div className="ms-auto d-flex align-items-center gap-2">
          <AccountMenu />
          <MenuDrawer />
        </div>
      </Container>
    </header>
  );
}
