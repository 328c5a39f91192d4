import type { ProjectContent } from './types';

export const ncis: ProjectContent = {
  name: 'NCIS',
  title: 'NCIS: non-conscious information in scenes',
  overview: 'Explores how observers can sense that something changed before they can see what it was.',
  description: {
    first:
      'Some observers report a feeling that a scene has changed well before they can say what changed. NCIS tests whether that feeling carries real information, and how it differs from seeing the change itself.',
    second:
      'In each trial a photograph alternates with a slightly altered copy. Participants report as soon as they sense a change and again when they can point to it, which lets us separate the two moments and study each.',
    emphasis: 'Perception is more than what we can put into words.',
  },
  publications: [],
};
