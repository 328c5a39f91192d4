import memory from '../../../../assets/gallery/image-transitions-memory.svg';
import trial from '../../../../assets/gallery/image-transitions-trial.svg';
import { PUBLICATIONS } from 'shared-ui/publications';
import { colourOf } from './colour';
import { DISPLAY_DURATIONS_TEXT, MASK_DURATION_MS } from './experiment-timings';
import type { ProjectContent } from './types';

export const imageTransitions: ProjectContent = {
  name: 'Image Transitions',
  colour: colourOf('Image Transitions'),
  title: 'Image Transitions: remembering across cuts and changes',
  description: {
    first: `When a film cuts between shots or a slideshow moves on, the image in front of us is replaced in an instant. Image Transitions studies what survives that replacement. In our rapid-display experiments a scene appears for ${DISPLAY_DURATIONS_TEXT}, then a ${MASK_DURATION_MS} ms mask or a blank gap, then a second scene.`,
    second:
      'Afterwards participants tell us which scenes they saw. Varying the display duration and what fills the gap shows how long a glimpse must last to be remembered, and whether a mask cuts processing short or simply marks a boundary between events.',
    emphasis: 'A glimpse of a tenth of a second is often enough to remember a scene, if nothing interrupts it.',
  },
  qa: [
    {
      q: 'Why these three display durations?',
      a: `${DISPLAY_DURATIONS_TEXT} span the range from a single glance to a short look. Each step is four times the previous one, which lets us see whether memory grows steadily with viewing time or jumps at some point.`,
    },
    {
      q: 'What is the mask for?',
      a: `A ${MASK_DURATION_MS} ms pattern of random patches replaces the scene so that its afterimage cannot keep being processed. Comparing it with a blank gap of the same length tells us how much work continues after an image disappears.`,
    },
    {
      q: 'Where do the scenes come from?',
      a: 'From our own database of more than 2,000 photographs of everyday places, taken by lab members and rated for how cluttered and how familiar they look.',
    },
  ],
  publications: PUBLICATIONS['Image Transitions'],
  galleryList: [
    {
      img: trial,
      title: 'A rapid-display trial',
      description: `Fixation, the first image for ${DISPLAY_DURATIONS_TEXT}, a ${MASK_DURATION_MS} ms mask or blank, and the second image; then the memory question.`,
      cardType: 'standard',
    },
    {
      img: memory,
      title: 'Memory for the first image',
      description:
        'Recognition of the first image rises with its display duration, from 58% at 100 ms to 88% at 1600 ms; it is higher after a mask than after a blank gap.',
      cardType: 'standard',
    },
  ],
  testimonials: [
    {
      name: 'Ryan F.',
      position: 'Co-Pilot',
      description:
        'Running recognition sessions showed me how much care goes into every trial. I now read method sections in papers completely differently.',
      cardType: 'standard',
    },
    {
      name: 'Natalia K.',
      position: '402 Student',
      description:
        'My COGS 402 project grew out of a question I asked in my first lab meeting. The team helped me turn it into a real experiment with real data.',
      cardType: 'standard',
    },
  ],
  pastProjects: [
    {
      title: 'Everyday scenes database (2022–2024)',
      description: 'Photographed, cropped and rated more than 2,000 scenes; the set is now used by three projects in the lab.',
    },
    {
      title: 'Film cuts and memory (2021)',
      description: 'A pilot study with clips from short films, showing that scenes just before a cut are remembered better than those just after it.',
    },
  ],
  joinTeam: {
    whatWeDo: [
      'Run recognition memory sessions in our testing rooms.',
      'Photograph, prepare and rate scenes for the image database.',
      'Clean response data and check display timing logs.',
      'Read and discuss papers on scene perception and event memory.',
    ],
  },
  subpages: [],
};
