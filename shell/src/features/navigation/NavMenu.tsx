import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

interface NavMenuProps {
  /** The button's id, which names the list (aria-labelledby). */
  id: string;
  title: ReactNode;
  /** Lines the list up with the button's right edge, for a menu at the end of the bar. */
  alignEnd?: boolean;
  /** Its items: elements with the `dropdown-item` class (links or buttons), and dividers. */
  children: ReactNode;
}

const ITEM = '.dropdown-item';

/**
 * A menu of the site's bar: a button that shows and hides a list of links, in Bootstrap's
 * dropdown classes, with the keys of react-bootstrap's NavDropdown: Enter, Space or an arrow
 * open it, the arrows move between its items, Escape closes it and gives the button its focus
 * back; a choice, a click elsewhere or the focus moving elsewhere close it. Written here because NavDropdown
 * brings Popper and the dropdown machinery (a sixth of the first page's script) into every first
 * load, for menus that never need positioning.
 */
export function NavMenu({ id, title, alignEnd, children }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);

  useEffect(() => {
    if (!open) return;
    // Focus landing elsewhere (Tab) closes it; focus merely lost (to the page) does not.
    const closeIfOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const events = ['mousedown', 'touchstart', 'focusin'] as const;
    for (const name of events) document.addEventListener(name, closeIfOutside);
    return () => {
      for (const name of events) document.removeEventListener(name, closeIfOutside);
    };
  }, [open]);

  function move(step: 1 | -1) {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = at === -1 ? (step === 1 ? 0 : list.length - 1) : Math.min(list.length - 1, Math.max(0, at + step));
    list[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // As in react-bootstrap: a closed menu opens with the focus still on its button.
      if (open) move(event.key === 'ArrowDown' ? 1 : -1);
      else setOpen(true);
    } else if (event.key === 'Escape' && open) {
      // Only the menu closes, not a drawer or dialog it sits in.
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  }

  function onChoice(event: MouseEvent) {
    if ((event.target as Element).closest(ITEM)) setOpen(false);
  }

  return (
    <div ref={root} className={`nav-item dropdown${open ? ' show' : ''}`} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        id={id}
        className={`nav-link dropdown-toggle${open ? ' show' : ''}`}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {title}
      </button>
      {/* Only while open: a closed menu's links are neither in the page's text nor among its labels. */}
      {open && (
        <div className={`dropdown-menu show${alignEnd ? ' dropdown-menu-end' : ''}`} aria-labelledby={id} data-bs-popper="static" onClick={onChoice}>
          {children}
        </div>
      )}
    </div>
  );
}
