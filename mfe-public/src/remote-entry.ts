import type { RemoteRoutesModule } from 'shared-ui';
import PublicRoutes from './app/PublicRoutes';

// What this remote exposes to the shell: its routes, checked against the shell's contract here,
// where a change could break it.
export default PublicRoutes satisfies RemoteRoutesModule['default'];
