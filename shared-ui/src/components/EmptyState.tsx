import type { ReactNode } from 'react';

/**
 * Bootstrap's alert classes, not react-bootstrap's Alert: shared-ui's root module is on every
 * first page, and Alert would bring shared-ui/alerts (its dismissal's transitions) with it.
 */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="alert alert-info" role="alert">
      <p className="mb-0 fw-semibold">{title}</p>
      {children && <div className="mt-1">{children}</div>}
    </div>
  );
}
