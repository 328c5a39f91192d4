import { Suspense, useState } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { lazyComponent } from 'shared-ui';

// The modal machinery (shared-ui/overlays) is fetched on the first click, not with the timeline.
const dialog = lazyComponent(() => import('./CalendarFeedDialog').then((module) => module.CalendarFeedDialog));

/**
 * "Subscribe in your calendar": a dialog with the member's personal calendar feed link. The link
 * is fetched (and, the first time, made) only when the dialog opens.
 */
export function CalendarFeed() {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted, so that closing it animates and returns the focus.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outline-secondary"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Subscribe in your calendar
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <dialog.Component show={open} onHide={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
