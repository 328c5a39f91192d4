import { PROJECT_NAMES, type Position } from 'shared-ui';

/**
 * The projects whose teams a user manages: those of their positions, each once (any case), in
 * their order. The page is for admins only, and an admin without a position sees every project.
 */
export function teamProjects(positions: Position[]): string[] {
  const byKey = new Map<string, string>();
  for (const { project } of positions) {
    const key = project.trim().toLowerCase();
    if (key && !byKey.has(key)) byKey.set(key, project.trim());
  }
  return byKey.size > 0 ? [...byKey.values()] : [...PROJECT_NAMES];
}
