import { useId, type ReactNode } from 'react';
import { Table } from 'shared-ui/bootstrap';

/**
 * A table named by its caption. On a narrow screen it scrolls sideways inside a region that takes
 * focus, so a keyboard can scroll it too (the table may have nothing else to focus).
 */
export function ScrollTable({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <div className="table-responsive mb-3" role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table striped className="align-middle mb-0">
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        {children}
      </Table>
    </div>
  );
}
