import { useState } from 'react';
import { Button } from 'shared-ui/bootstrap';

type Outcome = 'copied' | 'failed' | undefined;

/**
 * Copies `text` to the clipboard and says whether it worked (the clipboard needs a secure page);
 * `what` names the text in the advice to copy it by hand.
 */
export function CopyButton({ text, label, what }: { text: string; label: string; what: string }) {
  const [outcome, setOutcome] = useState<Outcome>();
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <Button size="sm" variant="dark" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status">
        {outcome === 'copied' && 'Copied.'}
        {outcome === 'failed' && `Could not copy: select the ${what} and copy it by hand.`}
      </span>
    </span>
  );
}
