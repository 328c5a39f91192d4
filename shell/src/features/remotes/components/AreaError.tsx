import { ErrorState } from 'shared-ui';

/** What a remote's area says when it cannot be shown, with a way to try again. */
export function AreaError({ area, onRetry }: { area: string; onRetry: () => void }) {
  return (
    <div className="container py-5">
      <ErrorState message={`Sorry, the ${area} could not be loaded right now. Please try again in a moment.`} onRetry={onRetry} />
    </div>
  );
}
