import type { ProjectContent } from './types';

export const ideo: ProjectContent = {
  name: 'Ideo',
  title: 'Ideo: individual differences in seeing',
  overview: 'Studies why two people looking at the same scene can notice different things.',
  description: {
    first:
      'Ideo follows individual observers over many sessions to find out how stable their perceptual abilities are, and which abilities go together: does someone who spots changes quickly also judge textures or groupings well?',
    second:
      'Each participant completes a short battery of visual tasks and questionnaires. The results build a profile of how that person sees, and across many people they show which differences are real and which are noise.',
    emphasis: 'Averages hide people: Ideo looks at the observer, not only at the crowd.',
  },
  publications: [],
};
