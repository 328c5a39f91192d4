import perceivedR from '../../../../assets/gallery/correlation-perceived-r.svg';
import stimulusPair from '../../../../assets/gallery/correlation-stimulus-pair.svg';
import staircase from '../../../../assets/gallery/mainstream-staircase.svg';
import serialDependence from '../../../../assets/gallery/sequence-serial-dependence.svg';
import { PUBLICATIONS } from 'shared-ui/publications';
import { colourOf } from './colour';
import type { ProjectContent, ProjectSubpage } from './types';

const mainstream: ProjectSubpage = {
  name: 'Mainstream',
  title: 'Mainstream: the shape of correlation perception',
  summary: 'Measures the smallest change in correlation observers can see, across the whole range from r = 0 to r = 1.',
  description: {
    first:
      'Mainstream is the core study of the project. On each trial two scatterplots appear side by side and the observer picks the one showing the stronger relationship. A staircase adjusts the difference between the plots after every answer, so each session homes in on that observer’s threshold.',
    second:
      'We repeat the staircase at several base correlations and with different numbers of points, colours and aspect ratios. Each new condition is first run as a close replication of the original design, so that every change we report is measured against a stable baseline.',
    emphasis: 'Thresholds shrink as correlation grows: weak relationships are the hardest to tell apart.',
  },
  qa: [
    {
      q: 'Why a staircase instead of fixed pairs of plots?',
      a: 'A staircase spends most trials near the observer’s threshold, where each answer is most informative. Forty trials give us an estimate that fixed pairs would need several hundred to match.',
    },
    {
      q: 'Does the number of points matter?',
      a: 'Less than people expect. Between 50 and 200 points thresholds barely move; below 30 points observers start to rely on a few salient points and become less consistent.',
    },
  ],
  galleryList: [
    {
      img: staircase,
      title: 'One observer’s staircase',
      description:
        'The difference in correlation between the two plots over 20 trials: it shrinks after correct answers and grows after errors, settling near 0.08, this observer’s threshold.',
      cardType: 'wide',
    },
  ],
};

const sequence: ProjectSubpage = {
  name: 'Sequence',
  title: 'Sequence: how the last plot colours the next',
  summary: 'Shows scatterplots one after another to find out whether our sense of correlation adapts over time.',
  description: {
    first:
      'In everyday use people rarely see a single chart; they flip through a report or a dashboard. The Sequence study shows one scatterplot at a time and asks observers to rate its correlation on a slider, so we can see how each judgement depends on the plots that came before it.',
    second:
      'Because the order of plots is randomised for every participant, we can estimate the pull of the previous plot separately from the plot in front of the observer. We also vary the pause between plots to see how quickly the influence of the last display wears off.',
    emphasis: 'Judgements are pulled toward the previous plot when the two are similar, and the pull fades within a few seconds.',
  },
  qa: [
    {
      q: 'Is this the same as adaptation after staring at a pattern?',
      a: 'It is related but faster. Classic adaptation needs long exposure and pushes perception away from what was seen; here a single brief plot pulls the next judgement toward itself.',
    },
    {
      q: 'Why does it matter for chart readers?',
      a: 'If a report shows a strong relationship just before a weak one, the weak one may look stronger than it is. Knowing the size of the effect lets designers order or separate charts accordingly.',
    },
  ],
  galleryList: [
    {
      img: serialDependence,
      title: 'Pull of the previous display',
      description:
        'Bias in the judgement against how much the previous plot differed from the current one: judgements move toward a similar previous plot, and the pull fades for very different ones.',
      cardType: 'wide',
    },
  ],
};

export const correlation: ProjectContent = {
  name: 'Correlation',
  colour: colourOf('Correlation'),
  title: 'Correlation: how we see relationships in data',
  description: {
    first:
      'Correlation asks how quickly and how precisely observers sense the strength of a relationship shown in a scatterplot. Participants compare pairs of plots or rate single plots, and we measure the smallest difference in correlation they can reliably tell apart.',
    second:
      'The Mainstream study maps discrimination across the whole range of correlations; the Sequence study looks at how the plots seen just before shape what observers report. Together they describe the rules our visual system follows when it reads a graph.',
    emphasis: 'What we learn helps designers draw charts that people read correctly at a glance.',
  },
  qa: [
    {
      q: 'Do people really misjudge scatterplots?',
      a: 'Systematically. Observers underestimate weak and moderate correlations: a plot with r = 0.5 is typically rated closer to 0.3. Only near r = 0.9 do judgements catch up with the numbers.',
    },
    {
      q: 'What does a session look like?',
      a: 'About forty minutes at a computer in our testing room, judging a few hundred pairs of scatterplots. No statistics background is needed; many of our best observers have never computed a correlation.',
    },
    {
      q: 'What skills will I learn on this project?',
      a: 'Running participants, psychophysical methods such as staircases, and analysing the data in Python or R, from raw trials to threshold estimates and figures.',
    },
  ],
  publications: PUBLICATIONS.Correlation,
  galleryList: [
    {
      img: stimulusPair,
      title: 'Which plot is more correlated?',
      description:
        'A typical pair of stimuli: two scatterplots of 100 points, with correlations of 0.3 (left) and 0.7 (right). Observers choose the one with the stronger relationship.',
      cardType: 'standard',
    },
    {
      img: perceivedR,
      title: 'Perceived against actual correlation',
      description:
        'Perceived correlation stays below the diagonal of perfect judgement: far below it for weak relationships, close to it near r = 1.',
      cardType: 'standard',
    },
  ],
  testimonials: [
    {
      name: 'Jonah G.',
      position: 'Co-Pilot',
      description:
        'I had never run an experiment before this term. By week six I was running participants on my own and plotting my first staircase in Python.',
      cardType: 'standard',
    },
    {
      name: 'Mei Lin T.',
      position: 'Research Assistant (Co-Lead)',
      description:
        'Co-leading Sequence taught me how a study goes from a whiteboard sketch to a preregistration and a conference poster. The team is generous with feedback at every step.',
      cardType: 'standard',
    },
  ],
  pastProjects: [
    {
      title: 'Outliers and perceived correlation (2023)',
      description: 'A COGS 402 study showing that a single outlier far from the cloud lowers perceived correlation more than it lowers r.',
    },
    {
      title: 'Line charts and heat maps (2021–2022)',
      description: 'Compared thresholds for the same data shown as scatterplots, connected line charts and heat maps; scatterplots gave the finest discrimination.',
    },
  ],
  joinTeam: {
    whatWeDo: [
      'Run participants through scatterplot discrimination and rating tasks.',
      'Design new stimulus conditions with the project lead and preregister them.',
      'Analyse staircase data and fit psychometric functions in Python or R.',
      'Present results at lab meetings and the undergraduate research conference.',
    ],
  },
  subpages: [mainstream, sequence],
};
