import { useEffect, useRef } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { Link } from 'shared-ui/router';

/** After a successful add (spec section 2). Focus moves to the message so it is announced. */
export function EntryComplete({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="text-center py-4">
      <h2 ref={heading} tabIndex={-1} className="mb-4">
        Entry Complete!
      </h2>
      <div className="d-flex justify-content-center flex-wrap gap-2">
        <Button onClick={onAnother}>Make another entry</Button>
        <Link to="/" className="btn btn-outline-primary">
          Return to home
        </Link>
      </div>
    </div>
  );
}
