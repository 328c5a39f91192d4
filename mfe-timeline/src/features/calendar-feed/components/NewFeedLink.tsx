import { useEffect, useRef, useState } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { Alert } from 'shared-ui/alerts';
import { errorMessage } from 'shared-ui';
import { feedApi, type FeedToken } from '../api/feed';

type Step = { name: 'idle' } | { name: 'confirming' } | { name: 'busy' } | { name: 'done' } | { name: 'failed'; reason: string };

/**
 * "New link": replaces the personal link, for a member whose link has leaked. It asks first,
 * because the old link stops working at once and every calendar subscribed with it stops updating.
 */
export function NewFeedLink({ onRotated }: { onRotated: (token: FeedToken) => void }) {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const newLink = useRef<HTMLButtonElement>(null);
  const asking = step.name === 'confirming' || step.name === 'busy';
  // The question's buttons go away with it: focus returns to "New link" once it is enabled again.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (asking || !returnFocus.current) return;
    returnFocus.current = false;
    newLink.current?.focus();
  });
  const rotate = async () => {
    returnFocus.current = true;
    setStep({ name: 'busy' });
    try {
      onRotated(await feedApi.rotate());
      setStep({ name: 'done' });
    } catch (error) {
      setStep({ name: 'failed', reason: errorMessage(error) });
    }
  };
  const keep = () => {
    returnFocus.current = true;
    setStep({ name: 'idle' });
  };
  return (
    <div>
      <Button ref={newLink} variant="outline-danger" onClick={() => setStep({ name: 'confirming' })} disabled={asking}>
        New link
      </Button>
      {asking && (
        <Alert variant="warning" className="mt-2 mb-0">
          <p>
            The current link stops working at once: calendars subscribed with it stop updating until they are subscribed
            again with the new link.
          </p>
          <div className="d-flex flex-wrap gap-2">
            {/* The question appears where the member is; focus goes to its answer. */}
            <Button variant="danger" onClick={rotate} disabled={step.name === 'busy'} autoFocus>
              Make a new link
            </Button>
            <Button variant="outline-secondary" onClick={keep} disabled={step.name === 'busy'}>
              Keep the current link
            </Button>
          </div>
        </Alert>
      )}
      <div aria-live="polite">
        {step.name === 'done' && <p className="small mt-2 mb-0">A new link was made; the old one no longer works.</p>}
        {step.name === 'failed' && (
          <Alert variant="danger" className="mt-2 mb-0">
            <p className="mb-0">Something went wrong :(</p>
            <p className="mb-0">{step.reason}</p>
          </Alert>
        )}
      </div>
    </div>
  );
}
