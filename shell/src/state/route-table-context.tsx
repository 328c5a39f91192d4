import { createContext, useContext, type ReactNode } from 'react';
import type { RouteManifest } from 'shared-ui/route-manifest';

/** The route manifests of the remotes this page loads, as the server checked them. */
export interface RouteTable {
  manifests: RouteManifest[];
  /** Remotes whose manifest the server could not read or accept now: their pages show their area's error. */
  unavailable: string[];
}

export const EMPTY_ROUTE_TABLE: RouteTable = { manifests: [], unavailable: [] };

const RouteTableContext = createContext<RouteTable>(EMPTY_ROUTE_TABLE);

export function RouteTableProvider({ table, children }: { table: RouteTable; children: ReactNode }) {
  return <RouteTableContext.Provider value={table}>{children}</RouteTableContext.Provider>;
}

/** Every path, guard and menu entry the shell knows: nothing of it is written in the shell. */
export const useRouteTable = () => useContext(RouteTableContext);
