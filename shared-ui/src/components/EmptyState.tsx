import { Alert } from 'shared-ui/bootstrap';
import type { ReactNode } from 'react';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Alert variant="info">
      <p className="mb-0 fw-semibold">{title}</p>
      {children && <div className="mt-1">{children}</div>}
    </Alert>
  );
}
