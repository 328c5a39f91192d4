import { useState } from 'react';
import { Modal } from 'shared-ui/overlays';
import { Button } from 'shared-ui/bootstrap';
import { FeedPanel } from './FeedPanel';

/**
 * "Subscribe in your calendar": a dialog with the member's personal calendar feed link. The link
 * is fetched (and, the first time, made) only when the dialog opens.
 */
export function CalendarFeed() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline-secondary" onClick={() => setOpen(true)}>
        Subscribe in your calendar
      </Button>
      <Modal show={open} onHide={() => setOpen(false)} aria-labelledby="calendar-feed-title" size="lg">
        <Modal.Header closeButton>
          <Modal.Title id="calendar-feed-title">Subscribe in your calendar</Modal.Title>
        </Modal.Header>
        <Modal.Body>{open && <FeedPanel />}</Modal.Body>
      </Modal>
    </>
  );
}
