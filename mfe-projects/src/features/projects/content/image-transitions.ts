import type { ProjectContent } from './types';

export const imageTransitions: ProjectContent = {
  name: 'Image Transitions',
  title: 'Image Transitions: seeing across cuts and changes',
  overview: 'Investigates how we keep track of a scene when the image in front of us changes.',
  description: {
    first:
      'When a film cuts between shots or a web page redraws, the picture in front of us changes abruptly, yet we usually keep our bearings. Image Transitions studies which kinds of change we notice and which slip past unseen.',
    second:
      'Participants watch short sequences of images that change in controlled ways: a cut, a fade, a brief blank. We measure which changes they detect and how long it takes, to map the role attention plays in bridging the gap.',
    emphasis: 'Much of what changes in front of our eyes goes unnoticed, and this project asks why.',
  },
  publications: [],
};
