import flicker from '../../../../assets/gallery/ncis-flicker.svg';
import senseSee from '../../../../assets/gallery/ncis-sense-see.svg';
import { PUBLICATIONS } from 'shared-ui/publications';
import { colourOf } from './colour';
import type { ProjectContent } from './types';

export const ncis: ProjectContent = {
  name: 'NCIS',
  colour: colourOf('NCIS'),
  title: 'NCIS: noticing changes in scenes',
  description: {
    first:
      'Remove a building from a photograph during a brief flicker and most people need many seconds to find what changed, a phenomenon known as change blindness. NCIS studies what guides attention to a change, and why some changes are found at once while others stay hidden.',
    second:
      'In each trial a photograph alternates with a slightly altered copy, separated by a brief blank. Participants press one key as soon as they sense a change and another when they can point to it, while an eye tracker records where they look. This separates the two moments and lets us study each.',
    emphasis: 'Perception is more than what we can put into words: people often sense a change seconds before they see it.',
  },
  qa: [
    {
      q: 'Is change blindness a flaw in our vision?',
      a: 'It is a consequence of how efficient vision is. We keep only what we attend to in detail and rely on the world to stay put; the flicker removes the motion signal that would normally draw attention to a change.',
    },
    {
      q: 'What does the eye tracker add?',
      a: 'It shows whether people were already looking near the change when they first sensed it, which tells us whether sensing depends on where attention was or reaches beyond it.',
    },
    {
      q: 'Are the findings useful outside the lab?',
      a: 'Yes: driving, air traffic control and medical imaging all depend on noticing changes. Several of our alumni now work on driver attention.',
    },
  ],
  publications: PUBLICATIONS.NCIS,
  galleryList: [
    {
      img: flicker,
      title: 'The flicker paradigm',
      description:
        'The original scene and a copy with one object removed alternate, each followed by a brief blank, until the observer finds the change.',
      cardType: 'standard',
    },
    {
      img: senseSee,
      title: 'Sensing comes before seeing',
      description:
        'Reports of sensing a change peak about six seconds into a trial; reports of seeing what changed peak about four seconds later.',
      cardType: 'standard',
    },
  ],
  testimonials: [
    {
      name: 'Maya P.',
      position: 'Co-Pilot',
      description:
        'I came from biology and wanted to try psychology research. Preparing change stimuli sounds simple until you realise every pixel matters.',
      cardType: 'standard',
    },
    {
      name: 'Connor W.',
      position: 'Volunteer',
      description:
        'After a term as a co-pilot I stayed on as a volunteer to build the driving-scene set. Seeing people miss a stop sign that vanished in front of them never gets old.',
      cardType: 'standard',
    },
  ],
  pastProjects: [
    {
      title: 'Driving scenes (2022–2024)',
      description: 'Built a set of 240 dash-camera scenes with safety-relevant and irrelevant changes, now shared with a human factors lab.',
    },
    {
      title: 'Flicker study, first edition (2021)',
      description: 'The project’s first study, run on the lab’s first experiment framework, which established the two-key procedure we still use.',
    },
  ],
  joinTeam: {
    whatWeDo: [
      'Prepare change-detection stimuli from photographs and dash-camera footage.',
      'Run participants on the flicker task, with and without the eye tracker.',
      'Calibrate and look after the eye tracker.',
      'Analyse detection times and gaze data.',
    ],
  },
  subpages: [],
};
