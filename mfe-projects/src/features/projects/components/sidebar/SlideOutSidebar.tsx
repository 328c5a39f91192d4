import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from 'shared-ui/bootstrap';

const loadPanel = () => import('./SlideOutPanel');
const SlideOutPanel = lazy(loadPanel);

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
 * focus returns to the button. Its code is fetched when a visitor reaches for the button, not
 * with the page.
 */
export function SlideOutSidebar({ show, onShow, onHide, onExited, restoreFocus, children }: SlideOutSidebarProps) {
  // Once shown, the panel stays mounted, so that it can play its closing transition.
  const [used, setUsed] = useState(show);
  if (show && !used) setUsed(true);
  return (
    <>
      <div className="projects-slideout-bar">
        <Button
          variant="primary"
          onPointerEnter={loadPanel}
          onTouchStart={loadPanel}
          onFocus={loadPanel}
          onClick={onShow}
          aria-haspopup="dialog"
          aria-expanded={show}
        >
          <span className="projects-slideout-bar__icon" aria-hidden="true" />
          View All Projects
        </Button>
      </div>
      {used && (
        <Suspense fallback={null}>
          <SlideOutPanel show={show} onHide={onHide} onExited={onExited} restoreFocus={restoreFocus}>
            {children}
          </SlideOutPanel>
        </Suspense>
      )}
    </>
  );
}
