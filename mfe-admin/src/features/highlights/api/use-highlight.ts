import { useCallback } from 'react';
import { highlightsApi, useLoad } from 'shared-ui';

/** One highlight, to edit (GET /api/highlights/{id}). */
export function useHighlight(highlightId: string) {
  return useLoad(useCallback(() => highlightsApi.get(highlightId), [highlightId]));
}
