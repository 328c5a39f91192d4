import path from 'node:path';
import { manifestOf, type RemoteRoutes, type RouteManifest } from 'shared-ui/route-manifest';
import type { RouteTable } from '../state/route-table-context';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * The remotes' own route manifests, from their routes (`src/routes.ts`, without the pages' code),
 * as their builds publish them: what the shell's tests route and draw menus with. Read as data,
 * as the API reads them: the shell never imports a remote.
 */
export const TEST_MANIFESTS: RouteManifest[] = jest
  .requireActual<Array<{ package: string }>>(path.join(ROOT, 'config/remotes.json'))
  .map((remote) => manifestOf(jest.requireActual<{ default: RemoteRoutes }>(path.join(ROOT, remote.package, 'src/routes.ts')).default));

export const TEST_ROUTE_TABLE: RouteTable = { manifests: TEST_MANIFESTS, unavailable: [] };
