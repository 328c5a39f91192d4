import { useId, useRef, useState } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { Form, InputGroup } from 'shared-ui/form-controls';

/**
 * The link in a read-only box with a Copy button. Without the clipboard API (a page served over
 * plain http from another host) the box's text is selected instead, for the member to copy.
 */
export function FeedLink({ url }: { url: string }) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('Link copied.');
    } catch {
      box.current?.select();
      setCopied('Press Ctrl+C (or ⌘C) to copy the selected link.');
    }
  };
  return (
    <Form.Group controlId={id}>
      <Form.Label>Your personal calendar link</Form.Label>
      <InputGroup>
        <Form.Control ref={box} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="primary" onClick={copy}>
          Copy
        </Button>
      </InputGroup>
      <p className="small mb-0 mt-1" aria-live="polite">
        {copied}
      </p>
    </Form.Group>
  );
}
