import type { RemoteRoutesModule } from 'shared-ui';
import ProjectRoutes from './app/ProjectRoutes';

// What this remote exposes to the shell: its routes, checked against the shell's contract here,
// where a change could break it.
export default ProjectRoutes satisfies RemoteRoutesModule['default'];
