import { projectPath, type ProjectName } from 'shared-ui';
import { codingTeam } from './coding-team';
import { correlation } from './correlation';
import { ideo } from './ideo';
import { imageTransitions } from './image-transitions';
import { ncis } from './ncis';
import { nova } from './nova';
import { shiva } from './shiva';
import type { ProjectContent, ProjectSubpage } from './types';

/** The content of every project; the Record type fails the build if a project has none. */
export const PROJECT_CONTENT: Record<ProjectName, ProjectContent> = {
  'Coding Team': codingTeam,
  Correlation: correlation,
  Ideo: ideo,
  'Image Transitions': imageTransitions,
  NCIS: ncis,
  NOVA: nova,
  SHIVA: shiva,
};

export function subpagePath(project: ProjectName, subpage: string): string {
  return `${projectPath(project)}/${encodeURIComponent(subpage)}`;
}

/** The project's subpage named by a URL segment (already decoded), in any case. */
export function findSubpage(project: ProjectName, segment: string): ProjectSubpage | undefined {
  const wanted = segment.trim().toLowerCase();
  return PROJECT_CONTENT[project].subpages.find((subpage) => subpage.name.toLowerCase() === wanted);
}
