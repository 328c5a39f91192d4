import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { Button } from 'shared-ui/bootstrap';
import type { SectionsDropdownMenuProps } from './SectionsDropdownMenu';
import { SECTIONS_TOGGLE } from './sections-toggle';

// Popper and react-bootstrap's dropdown (shared-ui/overlays, some 19 KB compressed) stay out of
// the page's first load: on a phone this toggle is in the first screen, and that code would share
// the phone's bandwidth with the scripts the page needs before it answers. It is fetched when the
// visitor points at, focuses or presses the toggle. Webpack keeps the chunk once it has arrived,
// and asks again after a failed fetch: the next point or press tries again.
const loadMenu = () => import('./SectionsDropdownMenu').then((module) => module.SectionsDropdownMenu);
const warmMenu = () => {
  loadMenu().catch(() => undefined);
};

/**
 * The sidebar's links as one dropdown, for screens too narrow for a sidebar (974 px and less).
 * Until first pressed, its toggle is a stand-in drawn as the dropdown's closed one; pressed, it
 * becomes the dropdown, open, with the focus on its toggle if the stand-in had it (a press with
 * the keyboard), so the arrow keys go on into the menu. A press before the page's scripts run is
 * held and replayed by the shell (early-interactions.ts).
 */
export function SectionsDropdown() {
  const [Menu, setMenu] = useState<ComponentType<SectionsDropdownMenuProps> | null>(null);
  const standIn = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  const open = () => {
    hadFocus.current = document.activeElement === standIn.current;
    // A fetch that failed leaves the stand-in, to be pressed again.
    loadMenu().then(
      (component) => setMenu(() => component),
      () => undefined,
    );
  };

  useLayoutEffect(() => {
    if (Menu && hadFocus.current) document.getElementById(SECTIONS_TOGGLE.id)?.focus();
  }, [Menu]);

  return (
    <nav aria-label="Get Involved sections" className="get-involved-dropdown mb-4">
      {Menu ? (
        <Menu defaultShow />
      ) : (
        <div className="dropdown">
          <Button
            ref={standIn}
            variant={SECTIONS_TOGGLE.variant}
            id={SECTIONS_TOGGLE.id}
            className="dropdown-toggle"
            aria-expanded={false}
            onPointerEnter={warmMenu}
            onFocus={warmMenu}
            onClick={open}
          >
            {SECTIONS_TOGGLE.label}
          </Button>
        </div>
      )}
    </nav>
  );
}
