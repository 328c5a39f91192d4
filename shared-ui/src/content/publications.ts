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
      'Stable individual differences in the breadth of visual attention across tasks and sessions',
      'Nakamura, H., Brooks, E., & Whitfield, R.',
      2024,
      'Cognition, 246, 105742',
    ),
    paper(
      'Observers who notice more: trait predictors of change detection in natural scenes',
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
      'Where we look is what we keep: fixation order predicts memory for objects in real-world scenes',
      'Ferreira, T., Yilmaz, B., & Whitfield, R.',
      2025,
      'Memory & Cognition, 53(1), 77-93',
    ),
    paper(
      'Free viewing of natural scenes reveals a central bias that shrinks with scene familiarity',
      'Yilmaz, B., Ferreira, T., & Whitfield, R.',
      2022,
      'Vision Research, 196, 108031',
    ),
  ],
  SHIVA: [
    paper(
      'Designing dashboards for the eye: perceptual guidelines tested with lab operators',
      'Ahmed, R., Sorensen, K., & Whitfield, R.',
      2024,
      'International Journal of Human-Computer Studies, 184, 103207',
    ),
    paper(
      'Colour ramps and the perceived magnitude of differences in choropleth maps',
      'Sorensen, K., Ahmed, R., & Whitfield, R.',
      2021,
      'Cartography and Geographic Information Science, 48(6), 502-517',
    ),
  ],
};
