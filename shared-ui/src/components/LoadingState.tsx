import { Spinner } from 'shared-ui/bootstrap';

export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="d-flex align-items-center gap-2 py-4 justify-content-center" role="status" aria-live="polite">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
