import type { ProjectContent } from './types';

export const nova: ProjectContent = {
  name: 'NOVA',
  title: 'NOVA: attention in natural viewing',
  overview: 'Studies where people look and what they remember when they explore realistic scenes.',
  description: {
    first:
      'Laboratory displays are simple; the world is not. NOVA studies visual attention while people freely explore rich, realistic scenes, and asks how what they look at relates to what they later remember.',
    second:
      'Participants view scenes on screen while their responses are recorded, then answer questions about what they saw. Comparing viewing patterns with memory shows which parts of a scene draw attention and which are passed over.',
    emphasis: 'NOVA brings the questions of the lab closer to everyday seeing.',
  },
  publications: [],
};
