import { Offcanvas } from 'shared-ui/overlays';
import { MainNav } from './MainNav';

export interface MenuDrawerPanelProps {
  id: string;
  show: boolean;
  onClose: () => void;
}

/** The drawer itself: loaded on first use, as the Offcanvas brings the modal machinery with it. */
export default function MenuDrawerPanel({ id, show, onClose }: MenuDrawerPanelProps) {
  return (
    <Offcanvas id={id} show={show} onHide={onClose} placement="end" aria-labelledby={`${id}-title`}>
      <Offcanvas.Header closeButton closeLabel="Close menu">
        <Offcanvas.Title id={`${id}-title`}>Menu</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {/* Choosing a link closes the drawer, even when it leads to the page already shown. */}
        <MainNav onSelect={onClose} inDrawer />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
