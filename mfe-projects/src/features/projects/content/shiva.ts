import type { ProjectContent } from './types';

export const shiva: ProjectContent = {
  name: 'SHIVA',
  title: 'SHIVA: how people read visual displays',
  overview: 'Applies what we know about perception to the design of graphs, dashboards and interfaces.',
  description: {
    first:
      'SHIVA takes findings from the lab and tests them where they matter: in the displays people use to make decisions. How quickly can someone find an outlier, compare two trends or read a value from a dashboard?',
    second:
      'Studies pair everyday visualization tasks with careful measurement of speed and accuracy. The results turn into practical design guidance that we share with the people who build these displays.',
    emphasis: 'A display works only if the eye can read it: SHIVA measures whether it can.',
  },
  publications: [],
};
