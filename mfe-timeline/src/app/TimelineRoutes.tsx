import { Route, Routes, useLocation } from 'shared-ui/router';
import { NotFoundPage } from 'shared-ui';
import { CalendarFeed } from '../features/calendar-feed/components/CalendarFeed';
import { AddEntryPage } from '../features/entry/components/AddEntryPage';
import { EditEntryPage } from '../features/entry/components/EditEntryPage';
import { TimelinePage } from '../features/timeline/components/TimelinePage';
import { ErrorBoundary } from './ErrorBoundary';

/** This remote's pages, at their full paths (the shell renders remotes outside its own routes). */
export default function TimelineRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Routes>
        <Route path="/timeline" element={<TimelinePage calendar={<CalendarFeed />} />} />
        <Route path="/timeline/add" element={<AddEntryPage />} />
        <Route path="/timeline/edit/:timelineId" element={<EditEntryPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </ErrorBoundary>
  );
}
