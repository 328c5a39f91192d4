import type { ProjectName } from '../config/projects';

/** A paper: name (its title), the full citation, and where to read it. */
export interface Publication {
  name: string;
  citation: string;
  link: string;
  year: number;
}

// Written for this product: plausible papers by the lab's (placeholder) people. The links search
// for the title, so they never point at somebody else's paper; the lab replaces them with DOIs.
const scholar = (title: string) => `https://scholar.google.com/scholar?q=${encodeURIComponent(title)}`;

function paper(name: string, authors: string, year: number, venue: string): Publication {
  return { name, citation: `${authors} (${year}). ${name}. ${venue}.`, link: scholar(name), year };
}

/**
 * Every project's publications, newest first. The project pages and the Publications page both
 * read them from here, so a paper is added once.
 */
export const PUBLICATIONS: Record<ProjectName, Publication[]> = {
  'Coding Team': [
    paper(
      'A browser-based framework for millisecond-accurate visual experiments',
      'Okafor, D., Lindqvist, M., & Whitfield, R.',
      2025,
      'Behavior Research Methods, 57(3), 1121-1138',
    ),
    paper(
      'Frame timing on consumer displays: what online vision experiments can and cannot control',
      'Lindqvist, M., Chen, A., & Whitfield, R.',
      2023,
      'Journal of Vision, 23(9), 4410',
    ),
  ],
  Correlation: [
    paper(
      'Perceived correlation in scatterplots follows the spread of the point cloud, not Pearson r',
      'Marchetti, L., Osei, K., & Whitfield, R.',
      2025,
      'Journal of Experimental Psychology: Human Perception and Performance, 51(2), 201-219',
    ),
    paper(
      'Sequential effects in correlation judgements: the last display biases the next',
      'Osei, K., Marchetti, L., & Whitfield, R.',
      2024,
      'Attention, Perception, & Psychophysics, 86(5), 1630-1644',
    ),
    paper(
      'Just-noticeable differences in correlation across scatterplots, line charts and heat maps',
      'Marchetti, L., & Whitfield, R.',
      2022,
      'IEEE Transactions on Visualization and Computer Graphics, 28(1), 954-964',
    ),
  ],
  Ideo: [
    paper(
      'Whole-character and stroke-based recognition of briefly shown Chinese characters',
      'Nakamura, H., Brooks, E., & Whitfield, R.',
      2024,
      'Journal of Experimental Psychology: Human Perception and Performance, 50(4), 388-404',
    ),
    paper(
      'Stroke count and familiarity predict how fast icons and ideographs are recognised',
      'Brooks, E., Nakamura, H., & Whitfield, R.',
      2021,
      'Visual Cognition, 29(7), 455-470',
    ),
  ],
  'Image Transitions': [
    paper(
      'Scene gist survives a cut: recognition after 100, 400 and 1600 ms displays with a 200 ms mask',
      'Haddad, S., Moreau, J., & Whitfield, R.',
      2025,
      'Journal of Vision, 25(4), 12',
    ),
    paper(
      'Continuity editing and the perception of spatial layout across film cuts',
      'Moreau, J., Haddad, S., & Whitfield, R.',
      2023,
      'Psychological Science, 34(8), 889-902',
    ),
  ],
  NCIS: [
    paper(
      'Sensing without seeing: confidence that a change occurred precedes its localisation',
      'Duarte, P., Kowalski, A., & Whitfield, R.',
      2024,
      'Consciousness and Cognition, 118, 103641',
    ),
    paper(
      'Mindsight revisited: a signal detection analysis of pre-attentive change sensing',
      'Kowalski, A., Duarte, P., & Whitfield, R.',
      2020,
      'Journal of Experimental Psychology: General, 149(12), 2311-2326',
    ),
  ],
  NOVA: [
    paper(
      'The pull of the new: first fixations on novel images fade over five repeated viewings',
      'Ferreira, T., Yilmaz, B., & Whitfield, R.',
      2025,
      'Memory & Cognition, 53(1), 77-93',
    ),
    paper(
      'Novelty captures attention even when it predicts nothing about the task',
      'Yilmaz, B., Ferreira, T., & Whitfield, R.',
      2022,
      'Vision Research, 196, 108031',
    ),
  ],
  SHIVA: [
    paper(
      'Searching cluster by cluster: hierarchical structure speeds search for a T among Ls',
      'Ahmed, R., Sorensen, K., & Whitfield, R.',
      2024,
      'Attention, Perception, & Psychophysics, 86(2), 512-528',
    ),
    paper(
      'Scene layout guides search before objects are identified',
      'Sorensen, K., Ahmed, R., & Whitfield, R.',
      2021,
      'Journal of Vision, 21(11), 7',
    ),
  ],
};
