import { useCallback } from 'react';
import { highlightsApi, type Highlight } from 'shared-ui';
import { useLoad, type LoadState } from 'shared-ui';

/** One highlight (GET /api/highlights/:id); an unknown id fails with ApiError status 404. */
export function useHighlight(highlightId: string): LoadState<Highlight> {
  const load = useCallback(() => highlightsApi.get(highlightId), [highlightId]);
  return useLoad(load);
}
