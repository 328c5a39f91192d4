import type { RemoteRoutesModule } from 'shared-ui';
import AdminRoutes from './app/AdminRoutes';

// What this remote exposes to the shell: its routes, checked against the shell's contract here,
// where a change could break it.
export default AdminRoutes satisfies RemoteRoutesModule['default'];
