import { useEffect, useState } from 'react';
import { Button } from 'shared-ui/bootstrap';

type CopyState = 'idle' | 'copied' | 'failed';

const RESET_AFTER_MS = 2500;

/** Copies a citation to the clipboard and says, politely to screen readers, whether it worked. */
export function CopyCitationButton({ citation, title }: { citation: string; title: string }) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), RESET_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(citation);
      setState('copied');
    } catch {
      // No clipboard (an insecure page, or permission refused): the citation is on screen to select.
      setState('failed');
    }
  };

  return (
    <>
      <Button variant="outline-secondary" size="sm" onClick={copy}>
        Copy citation<span className="visually-hidden"> of {title}</span>
      </Button>
      <span role="status" className="ms-2 small">
        {state === 'copied' && 'Citation copied'}
        {state === 'failed' && 'Could not copy: select the citation and copy it'}
      </span>
    </>
  );
}
