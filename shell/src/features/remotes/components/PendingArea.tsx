import { LoadingState } from 'shared-ui';
import './remote-slot.css';

/** The page area while the guard waits for the session: a spinner in a window-high box, as RemoteSlot's. */
export function PendingArea() {
  return (
    <div className="remote-area">
      <LoadingState />
    </div>
  );
}
