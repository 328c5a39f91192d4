import { highlightsApi, type Highlight } from 'shared-ui';
import { useLoad, type LoadState } from 'shared-ui';

/** The posted highlights, in the server's order (GET /api/highlights). */
export function useHighlights(): LoadState<Highlight[]> {
  return useLoad(highlightsApi.list);
}
