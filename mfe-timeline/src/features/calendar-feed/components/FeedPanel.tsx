import { useState } from 'react';
import { ErrorState, LoadingState } from 'shared-ui';
import { useFeedToken } from '../api/use-feed-token';
import { FeedLink } from './FeedLink';
import { NewFeedLink } from './NewFeedLink';
import type { FeedToken } from '../api/feed';

/** The personal link, how to use it, that it is private, and how to replace it. */
export function FeedPanel() {
  const loaded = useFeedToken();
  // A new link replaces the loaded one for as long as the dialog is open.
  const [rotated, setRotated] = useState<FeedToken>();
  if (loaded.status === 'loading') return <LoadingState label="Loading your calendar link..." />;
  if (loaded.status === 'error') return <ErrorState message="Something went wrong :(" onRetry={loaded.reload} />;
  const token = rotated ?? loaded.data;
  return (
    <>
      <p>
        Every timeline entry appears in your calendar as an all-day event, kept up to date by your calendar app. Add this
        address as a calendar subscription: in Google Calendar under Other calendars, From URL; in Outlook, Add calendar,
        Subscribe from web; in Apple Calendar, File, New Calendar Subscription.
      </p>
      <FeedLink key={token.url} url={token.url} />
      <p className="small text-body-secondary mt-2">
        This link is private: anyone who has it can read the lab&apos;s timeline without logging in. Do not share it or
        post it anywhere.
      </p>
      <NewFeedLink onRotated={setRotated} />
    </>
  );
}
