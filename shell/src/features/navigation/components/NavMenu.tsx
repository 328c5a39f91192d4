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
 * back; a choice, a click elsewhere or the focus moving elsewhere by the keyboard close it. Written here because NavDropdown
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
    const outside = (event: Event) => !root.current?.contains(event.target as Node);
    // A press elsewhere closes it once it is a click, not when the button goes down: in the
    // drawer the list is in the flow, and closing it at once moved the link being pressed away
    // from under the pointer, so the click never reached it.
    let pressing = false;
    const onPointerDown = (event: Event) => {
      pressing = outside(event);
    };
    const onClick = (event: Event) => {
      pressing = false;
      if (outside(event)) setOpen(false);
    };
    // Focus landing elsewhere by the keyboard (Tab) closes it; focus merely lost (to the page),
    // or taken by the press that is about to click, does not.
    const onFocusIn = (event: Event) => {
      if (!pressing && outside(event)) setOpen(false);
    };
    const listeners = [
      ['pointerdown', onPointerDown],
      ['click', onClick],
      ['focusin', onFocusIn],
    ] as const;
    for (const [name, listener] of listeners) document.addEventListener(name, listener, true);
    return () => {
      for (const [name, listener] of listeners) document.removeEventListener(name, listener, true);
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
