import { useId, type ReactNode } from 'react';
import { Button, Offcanvas } from 'shared-ui/bootstrap';

export interface SlideOutSidebarProps {
  show: boolean;
  onShow: () => void;
  onHide: () => void;
  /** Called once the panel has finished closing. */
  onExited?: () => void;
  /** Whether focus goes back to the button on closing (not when it moves to a chosen section). */
  restoreFocus: boolean;
  children: ReactNode;
}

/**
 * The sidebar under 975 px (spec section 2): a 'View All Projects' button opening a panel from the
 * left. The panel is a dialog: focus moves into it, Escape or the close button closes it, and
 * focus returns to the button.
 */
export function SlideOutSidebar({ show, onShow, onHide, onExited, restoreFocus, children }: SlideOutSidebarProps) {
  const titleId = useId();
  return (
    <>
      <div className="projects-slideout-bar">
        <Button variant="primary" onClick={onShow} aria-haspopup="dialog" aria-expanded={show}>
          <span className="projects-slideout-bar__icon" aria-hidden="true" />
          View All Projects
        </Button>
      </div>
      <Offcanvas
        show={show}
        onHide={onHide}
        onExited={onExited}
        placement="start"
        aria-labelledby={titleId}
        restoreFocus={restoreFocus}
        restoreFocusOptions={{ preventScroll: true }}
        className="projects-slideout"
      >
        <Offcanvas.Header closeButton closeLabel="Close projects panel">
          <Offcanvas.Title id={titleId} as="h2" className="h5">
            All Projects
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>{children}</Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
