import hierarchicalDisplay from '../../../../assets/gallery/shiva-hierarchical-display.svg';
import searchSlopes from '../../../../assets/gallery/shiva-search-slopes.svg';
import { PUBLICATIONS } from 'shared-ui/publications';
import { colourOf } from './colour';
import type { ProjectContent } from './types';

export const shiva: ProjectContent = {
  name: 'SHIVA',
  colour: colourOf('SHIVA'),
  title: 'SHIVA: search in hierarchical visual arrangements',
  description: {
    first:
      'Looking for your keys, you do not check every object in the room one by one: you search the likely places first. SHIVA studies how search uses this hierarchy, from the layout of a scene to groups of objects to the single item you are after.',
    second:
      'Observers look for a target among distractors arranged in clusters, rows or scattered at random, while we measure how response time grows with the number of items. A shallower slope means search skips whole groups at once. We also compare novices with experts who search complex images for a living, and carry the findings to dashboards and maps, where grouping and colour decide how fast a reader finds what matters.',
    emphasis: 'Structure makes search efficient: clusters let the eye rule out many items at once.',
  },
  qa: [
    {
      q: 'What is a search slope?',
      a: 'The extra time search takes for each item added to the display. Around 50 ms per item means items are checked one at a time; much less means the display is searched in larger chunks.',
    },
    {
      q: 'Why compare experts?',
      a: 'Radiologists and satellite-image analysts learn where to look in images that seem unstructured to the rest of us. Their search shows which structure can be learned.',
    },
    {
      q: 'Do you use eye tracking?',
      a: 'In some studies. Eye movements show whether observers jump between clusters or move smoothly from item to item.',
    },
  ],
  publications: PUBLICATIONS.SHIVA,
  galleryList: [
    {
      img: hierarchicalDisplay,
      title: 'A hierarchical search display',
      description: 'Twenty L shapes and one T in four clusters: observers can search cluster by cluster rather than item by item.',
      cardType: 'standard',
    },
    {
      img: searchSlopes,
      title: 'Search is faster when items are grouped',
      description:
        'Response time grows by about 48 ms per item when items are scattered, and by about 19 ms per item when they are clustered.',
      cardType: 'standard',
    },
  ],
  testimonials: [
    {
      name: 'Sina R.',
      position: 'Co-Pilot',
      description:
        'The team explained every design decision behind the search displays, so running sessions never felt like just pressing buttons.',
      cardType: 'standard',
    },
    {
      name: 'Camille L.',
      position: 'Volunteer',
      description:
        'I wanted to know how radiologists find what they find. SHIVA let me help design the expert study and sit in on the first sessions.',
      cardType: 'standard',
    },
  ],
  pastProjects: [
    {
      title: 'Layout and first fixations (2021–2023)',
      description: 'Showed that the first eye movement in a search goes to the region where the target usually appears, before any item is inspected.',
    },
    {
      title: 'Dashboard search (2024)',
      description: 'Applied the cluster findings to information dashboards, with guidance on grouping panels.',
    },
  ],
  joinTeam: {
    whatWeDo: [
      'Build search displays and check them with the project lead.',
      'Run participants, including expert observers, on search tasks.',
      'Analyse response times and search slopes in R or Python.',
      'Read and present papers on visual search and scene perception.',
    ],
  },
  subpages: [],
};
