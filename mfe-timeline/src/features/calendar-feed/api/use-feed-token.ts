import { useLoad } from 'shared-ui';
import { feedApi } from './feed';

/** The member's personal feed link; the API makes it on the first call (GET /api/snapshots/feed-token). */
export function useFeedToken() {
  return useLoad(feedApi.get);
}
