import type { PrimedRead } from 'shared-ui';
import type { RuntimeConfig } from '../features/remotes/utils/inline-config';

/**
 * What the API's render process asks the shell's server build to draw: the page's address, the
 * runtime config the page will carry, and the public reads it starts with, answered as a
 * visitor. Nothing else reaches a render: no session, no cookie.
 */
export interface RenderRequest {
  url: string;
  config: RuntimeConfig;
  reads: Record<string, PrimedRead>;
  /** Federation name → path of its server build's remoteEntry.js (read-only to the process). */
  serverEntries: Record<string, string>;
}


/** What the render process is given to load before its first page: where the remotes' server builds are, and where the browser loads them from. */
export interface WarmRequest {
  serverEntries: Record<string, string>;
  remotes: Record<string, string>;
}
