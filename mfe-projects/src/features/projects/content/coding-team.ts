import type { ProjectContent } from './types';

export const codingTeam: ProjectContent = {
  name: 'Coding Team',
  title: 'Coding Team: the software behind our studies',
  overview: 'Builds the lab website and the framework that runs our experiments in the browser.',
  description: {
    first:
      'The Coding Team writes and maintains the software the lab depends on: this website, with its resource library and timeline, and an experiment framework that presents stimuli and records responses with precise timing.',
    second:
      'Members work in small groups with code review, automated tests and regular releases. Researchers bring the questions; the team turns each study design into a reliable program that participants can run from any modern browser.',
    emphasis: 'Good science needs good tools: every study in the lab runs on code written here.',
  },
  publications: [],
};
