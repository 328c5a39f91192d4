import novelAmongFamiliar from '../../../../assets/gallery/nova-novel-among-familiar.svg';
import noveltyFades from '../../../../assets/gallery/nova-novelty-fades.svg';
import { PUBLICATIONS } from 'shared-ui/publications';
import { colourOf } from './colour';
import type { ProjectContent } from './types';

export const nova: ProjectContent = {
  name: 'NOVA',
  colour: colourOf('NOVA'),
  title: 'NOVA: novelty and visual attention',
  description: {
    first:
      'A new face in a familiar room draws the eye almost at once. NOVA studies this pull of novelty: which images count as new, how quickly attention goes to them, and how many viewings it takes before a once-new image is treated like any other.',
    second:
      'Participants see displays that mix images they have learned with images they have never seen. We record which image they look at or choose first, then test their memory for all of them, to learn whether attention to novelty helps new images stick.',
    emphasis: 'Novelty is a powerful signal, but a short-lived one: after a handful of viewings it is gone.',
  },
  qa: [
    {
      q: 'How do you make an image familiar?',
      a: 'In a learning phase participants see a set of images several times while doing a simple task. By the test phase those images are familiar, and any image outside the set is new.',
    },
    {
      q: 'Does novelty always win attention?',
      a: 'Not always. A new image competes with other strong signals such as faces, text and bright colours; part of our work is measuring how novelty trades off against them.',
    },
    {
      q: 'What is a typical first task for a co-pilot?',
      a: 'Running participants through the familiarisation task and checking that each session’s data file is complete.',
    },
  ],
  publications: PUBLICATIONS.NOVA,
  galleryList: [
    {
      img: novelAmongFamiliar,
      title: 'A novel image among familiar ones',
      description:
        'A test display: seven images the observer has seen many times and one, outlined here, that is new. Where do the eyes go first, and what is remembered later?',
      cardType: 'standard',
    },
    {
      img: noveltyFades,
      title: 'Novelty fades with repetition',
      description:
        'The share of first glances an image draws falls from about 90% on its first showing to about 30% by its sixth.',
      cardType: 'standard',
    },
  ],
  testimonials: [
    {
      name: 'Ben C.',
      position: 'Co-Pilot',
      description:
        'I joined because I wondered why some images stay with me after one look. Now I get to test that question with real participants.',
      cardType: 'standard',
    },
    {
      name: 'Anika S.',
      position: '402 Student',
      description:
        'The NOVA team helped me scope a COGS 402 project I could finish in one term, and I presented it at the undergraduate research conference.',
      cardType: 'standard',
    },
  ],
  pastProjects: [
    {
      title: 'Novelty and faces (2022–2023)',
      description: 'Compared the pull of novel objects with that of familiar faces; faces won for the first half second, novelty after that.',
    },
  ],
  joinTeam: {
    whatWeDo: [
      'Run familiarisation and test sessions with participants.',
      'Select and prepare image sets for new experiments.',
      'Analyse first-choice and memory data in R or Python.',
      'Discuss new papers on attention and memory at our reading group.',
    ],
  },
  subpages: [],
};
