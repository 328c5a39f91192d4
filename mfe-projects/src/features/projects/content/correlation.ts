import type { ProjectContent } from './types';

export const correlation: ProjectContent = {
  name: 'Correlation',
  title: 'Correlation: how we see relationships in data',
  overview: 'Measures how precisely people perceive correlation in scatterplots and other displays.',
  description: {
    first:
      'Correlation asks how quickly and how precisely observers sense the strength of a relationship shown in a scatterplot. Participants compare pairs of plots, and we measure the smallest difference in correlation they can reliably tell apart.',
    second:
      'The Mainstream study maps discrimination across the whole range of correlations; the Sequence study looks at how the order of trials shapes what observers report. Together they describe the rules our visual system follows when it reads a graph.',
    emphasis: 'What we learn helps designers draw charts that people read correctly at a glance.',
  },
  publications: [],
};
