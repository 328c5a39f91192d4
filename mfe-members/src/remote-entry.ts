import type { RemoteRoutesModule } from 'shared-ui';
import MembersRoutes from './app/MembersRoutes';

// What this remote exposes to the shell: its routes, checked against the shell's contract here,
// where a change could break it.
export default MembersRoutes satisfies RemoteRoutesModule['default'];
