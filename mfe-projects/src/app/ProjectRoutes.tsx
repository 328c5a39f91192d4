import { remoteRoutes } from 'shared-ui';
import { loadFirstPageContent } from '../features/projects/hooks/use-project-content';
import routes from '../routes';

// In the browser, as the routes arrive: the project the visit begins at is fetched at once.
if (typeof window !== 'undefined') loadFirstPageContent(window.location.pathname);

/** The projects' pages, routed by the remote's one list. */
export default remoteRoutes(routes);
