import { highlightsApi, useLoad } from 'shared-ui';

/** Every highlight, newest first (GET /api/highlights). */
export function useHighlights() {
  return useLoad(highlightsApi.list);
}
