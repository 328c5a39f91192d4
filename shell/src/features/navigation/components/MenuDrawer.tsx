import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { useMediaQuery } from 'shared-ui';
import { BREAKPOINTS } from '../../../config/layout';

const DRAWER_ID = 'main-menu-drawer';

const loadPanel = () => import('./MenuDrawerPanel');
const MenuDrawerPanel = lazy(loadPanel);

/**
 * Below 1024 px the main links live in a drawer, opened from the bar (the bar's stylesheet shows
 * the button there only). The drawer's code is fetched when a visitor reaches for the button
 * (pointer over it, touch or focus), so it is usually there by the click, and no page load
 * carries it.
 */
export function MenuDrawer() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const close = () => setOpen(false);
  // A window widened past the breakpoint shows the links in the bar: an open drawer goes.
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.mobileNavBelow}px)`);
  useEffect(() => {
    if (wide) setOpen(false);
  }, [wide]);
  return (
    <>
      <Button
        variant="outline-light"
        className="site-navbar__menu-button"
        aria-label="Open menu"
        aria-controls={DRAWER_ID}
        aria-expanded={open}
        onPointerEnter={loadPanel}
        onTouchStart={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <span className="navbar-toggler-icon" aria-hidden="true" />
      </Button>
      {used && (
        <Suspense fallback={null}>
          <MenuDrawerPanel id={DRAWER_ID} show={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
