import type { ReactNode } from 'react';
import { Alert } from 'shared-ui/alerts';

/** What the last change did, announced to screen readers as it appears; the admin closes it. */
export function SuccessNotice({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <Alert variant="success" dismissible onClose={onClose} role="status">
      {children}
    </Alert>
  );
}
