import { Modal } from 'shared-ui/overlays';
import { FeedPanel } from './FeedPanel';

/** The dialog of CalendarFeed, in a file of its own so that the page loads it when first opened. */
export function CalendarFeedDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="calendar-feed-title" size="lg">
      <Modal.Header closeButton>
        <Modal.Title id="calendar-feed-title">Subscribe in your calendar</Modal.Title>
      </Modal.Header>
      <Modal.Body>{show && <FeedPanel />}</Modal.Body>
    </Modal>
  );
}
