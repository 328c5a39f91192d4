import type { ProjectName } from 'shared-ui';

/**
 * Each project's one or two sentences, on the all-projects cards. Kept apart from the projects'
 * own files (fetched one at a time, with the project's page) so that the all-projects page holds
 * these lines without every project's text.
 */
export const PROJECT_OVERVIEWS: Record<ProjectName, string> = {
  'Coding Team':
    'Builds the lab website and the framework that runs our experiments in the browser.',
  Correlation:
    'Measures how precisely people perceive correlation in scatterplots, and why weak relationships look weaker than they are.',
  Ideo:
    'Studies how readers recognise written symbols, from ideographic characters to icons, and what makes a symbol easy to see.',
  'Image Transitions':
    'Investigates how the transition from one image to the next shapes what we remember of each.',
  NCIS:
    'Explores why large changes to a scene can go unseen, and how observers can sense a change before they can see what it was.',
  NOVA:
    'Studies why new images grab our attention, how quickly that pull fades with repeated viewing, and what it does for memory.',
  SHIVA:
    'Studies how visual search uses the structure of a scene, from its overall layout down to single objects.',
};
