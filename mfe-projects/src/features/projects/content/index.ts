import type { ProjectName } from 'shared-ui';
import { codingTeam } from './coding-team';
import { correlation } from './correlation';
import { ideo } from './ideo';
import { imageTransitions } from './image-transitions';
import { ncis } from './ncis';
import { nova } from './nova';
import { shiva } from './shiva';
import type { ProjectContent } from './types';

/** The page text of every project; the Record type fails the build if a project has none. */
export const PROJECT_CONTENT: Record<ProjectName, ProjectContent> = {
  'Coding Team': codingTeam,
  Correlation: correlation,
  Ideo: ideo,
  'Image Transitions': imageTransitions,
  NCIS: ncis,
  NOVA: nova,
  SHIVA: shiva,
};
