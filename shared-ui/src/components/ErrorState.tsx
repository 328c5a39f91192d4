import { Button } from 'shared-ui/bootstrap';

/** Bootstrap's alert classes, not react-bootstrap's Alert, for the reason EmptyState gives. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="alert alert-danger d-flex align-items-center justify-content-between gap-3" role="alert">
      <span>{message}</span>
      {onRetry && (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}
