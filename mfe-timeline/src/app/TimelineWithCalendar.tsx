import { CalendarFeed } from '../features/calendar-feed/components/CalendarFeed';
import { TimelinePage } from '../features/timeline/components/TimelinePage';

/** The timeline with its calendar subscription: two features, composed here so neither imports the other. */
export function TimelineWithCalendar() {
  return <TimelinePage calendar={<CalendarFeed />} />;
}
