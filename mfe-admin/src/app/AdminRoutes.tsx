import { remoteRoutes } from 'shared-ui';
import routes from '../routes';

/** The admins' pages, routed by the remote's one list. */
export default remoteRoutes(routes);
