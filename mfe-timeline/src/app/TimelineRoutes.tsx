import { remoteRoutes } from 'shared-ui';
import { useLocation } from 'shared-ui/router';
import routes from '../routes';
import { ErrorBoundary } from './ErrorBoundary';

const TimelinePages = remoteRoutes(routes);

/** The timeline's pages, routed by the remote's one list; a page that fails leaves the next one whole. */
export default function TimelineRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <TimelinePages />
    </ErrorBoundary>
  );
}
