import type { RemoteRoutesModule } from 'shared-ui';
import TimelineRoutes from './app/TimelineRoutes';

// What this remote exposes to the shell: its routes, checked against the shell's contract here,
// where a change could break it.
export default TimelineRoutes satisfies RemoteRoutesModule['default'];
