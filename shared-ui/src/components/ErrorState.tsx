import { Alert, Button } from 'shared-ui/bootstrap';

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert variant="danger" className="d-flex align-items-center justify-content-between gap-3" role="alert">
      <span>{message}</span>
      {onRetry && (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Alert>
  );
}
