import recognition from '../../../../assets/gallery/ideo-recognition.svg';
import symbolSets from '../../../../assets/gallery/ideo-symbol-sets.svg';
import { PUBLICATIONS } from 'shared-ui/publications';
import { colourOf } from './colour';
import type { ProjectContent } from './types';

export const ideo: ProjectContent = {
  name: 'Ideo',
  colour: colourOf('Ideo'),
  title: 'Ideo: reading symbols at a glance',
  description: {
    first:
      'Readers of Chinese or Japanese recognise thousands of characters, many of them made of a dozen strokes or more, in a fraction of a second. Ideo asks how: do we see a character as a whole, or build it from its strokes and parts? And how much does familiarity with a writing system help?',
    second:
      'We build sets of real and invented symbols that differ in stroke count and in how familiar their arrangement is, then test readers and non-readers of different scripts on brief recognition and memory tasks. The same questions apply to icons and emoji, which borrow heavily from writing. Because observers differ widely, we also follow individuals across sessions to learn which of these abilities are stable traits.',
    emphasis: 'Familiar arrangements protect symbols from complexity: practice changes what the eye can take in at once.',
  },
  qa: [
    {
      q: 'Do I need to read Chinese or Japanese?',
      a: 'No. We test readers of many scripts, and invented symbols are new to everyone. Members who do read a logographic script help us check that real characters are shown and described correctly.',
    },
    {
      q: 'What is an invented symbol?',
      a: 'A shape built from real strokes in a plausible arrangement that belongs to no writing system. It lets us separate the effect of visual complexity from that of having seen a symbol before.',
    },
    {
      q: 'Why study icons too?',
      a: 'Interfaces rely on small symbols that must be read instantly. What we learn about characters tells designers how complex an icon can be before people stop recognising it.',
    },
  ],
  publications: PUBLICATIONS.Ideo,
  galleryList: [
    {
      img: symbolSets,
      title: 'Symbols by stroke count and familiarity',
      description:
        'Invented symbols of two to six strokes. The top row follows familiar stroke arrangements; the bottom row uses the same strokes in unfamiliar ones.',
      cardType: 'standard',
    },
    {
      img: recognition,
      title: 'Familiar arrangements resist complexity',
      description:
        'Recognition of familiar arrangements stays high as strokes are added (95% to 86%); for unfamiliar arrangements it falls from 90% to 60%.',
      cardType: 'standard',
    },
  ],
  testimonials: [
    {
      name: 'Hana S.',
      position: 'Research Assistant',
      description:
        'Ideo brought together my two interests, psychology and the languages I grew up with. I designed my first stimulus set in my second term.',
      cardType: 'standard',
    },
    {
      name: 'Liam N.',
      position: 'Co-Pilot',
      description:
        'I do not read any of the scripts we study, which turned out to be useful: I am exactly the kind of observer our non-reader conditions need to understand.',
      cardType: 'standard',
    },
  ],
  pastProjects: [
    {
      title: 'Characters and pictures (2021–2022)',
      description: 'Compared memory for characters and for line drawings of the same objects in readers and non-readers.',
    },
    {
      title: 'Emoji at a glance (2023)',
      description: 'A short study of how quickly common emoji are recognised when shown for a tenth of a second.',
    },
  ],
  joinTeam: {
    whatWeDo: [
      'Design and check symbol sets with the project lead.',
      'Run recognition and memory sessions with readers of different scripts.',
      'Code and analyse accuracy and response-time data.',
      'Review research on reading, writing systems and icon design.',
    ],
  },
  subpages: [],
};
