import type { ReactNode } from 'react';

export interface StatusAlertProps {
  variant: 'success' | 'warning' | 'danger';
  children: ReactNode;
}

/**
 * A form's outcome or a page's state, in Bootstrap's alert classes. Not react-bootstrap's Alert:
 * these are never dismissed, and it would bring its dismissal's fade (shared-ui/alerts,
 * react-transition-group: 4.5 KB compressed) into the first load of the members' drawn forms.
 */
export function StatusAlert({ variant, children }: StatusAlertProps) {
  return (
    <div role="alert" className={`alert alert-${variant}`}>
      {children}
    </div>
  );
}
