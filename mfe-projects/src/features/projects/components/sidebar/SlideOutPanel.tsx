import { useId, type ReactNode } from 'react';
import { Offcanvas } from 'shared-ui/overlays';

export interface SlideOutPanelProps {
  show: boolean;
  onHide: () => void;
  onExited?: () => void;
  restoreFocus: boolean;
  children: ReactNode;
}

/** The panel of the slide-out sidebar: loaded on first use, as the Offcanvas brings the modal machinery with it. */
export default function SlideOutPanel({ show, onHide, onExited, restoreFocus, children }: SlideOutPanelProps) {
  const titleId = useId();
  return (
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
  );
}
