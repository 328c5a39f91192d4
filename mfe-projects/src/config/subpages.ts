import type { ProjectName } from 'shared-ui/constants';

/**
 * The names of the projects' subpages (/projects/<project>/<subpage>), which the route manifest
 * lists as this remote's only pages there; the content of each (features/projects/utils/content) must
 * have the same (content.test.ts holds it).
 */
export const SUBPAGE_NAMES: Partial<Record<ProjectName, readonly string[]>> = {
  'Coding Team': ['Website Development', 'Experiment Framework'],
  Correlation: ['Mainstream', 'Sequence'],
};
