import { useState } from 'react';
import { Button, Offcanvas } from 'shared-ui/bootstrap';
import { MainNav } from './MainNav';

const DRAWER_ID = 'main-menu-drawer';

/** Below 1024 px the main links live in a drawer, opened from the bar. */
export function MenuDrawer() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="outline-light"
        aria-label="Open menu"
        aria-controls={DRAWER_ID}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span className="navbar-toggler-icon" aria-hidden="true" />
      </Button>
      <Offcanvas id={DRAWER_ID} show={open} onHide={close} placement="end" aria-labelledby={`${DRAWER_ID}-title`}>
        <Offcanvas.Header closeButton closeLabel="Close menu">
          <Offcanvas.Title id={`${DRAWER_ID}-title`}>Menu</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          {/* Choosing a link closes the drawer, even when it leads to the page already shown. */}
          <MainNav onSelect={close} />
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
