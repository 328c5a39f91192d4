import type { ReactNode } from 'react';
import { ErrorState, LoadingState, type LoadState } from 'shared-ui';

interface LoadedProps<T> {
  load: LoadState<T> & { reload: () => void };
  /** Said while the data loads. */
  loading: string;
  children: (data: T) => ReactNode;
}

/** A load's progress, its failure with a Retry, then what the data shows. */
export function Loaded<T>({ load, loading, children }: LoadedProps<T>) {
  if (load.status === 'loading') return <LoadingState label={loading} />;
  if (load.status === 'error') return <ErrorState message="Something Went Wrong! Check Your Connection!" onRetry={load.reload} />;
  return <>{children(load.data)}</>;
}
