import { Route, Routes, useLocation } from 'shared-ui/router';
import { lazyPage, NotFoundPage } from 'shared-ui';
import { CalendarFeed } from '../features/calendar-feed/components/CalendarFeed';
import { TimelinePage } from '../features/timeline/components/TimelinePage';
import { ErrorBoundary } from './ErrorBoundary';

// The entry form's Formik fields, Yup schema and date selects stay out of the timeline's first load.
const AddEntryPage = lazyPage(() => import('../features/entry/components/AddEntryPage').then((m) => m.AddEntryPage), '/timeline/add');
const EditEntryPage = lazyPage(() => import('../features/entry/components/EditEntryPage').then((m) => m.EditEntryPage), '/timeline/edit');

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
