/**
 * A lab news item for the Lab Highlights page. `colour` fills its generated banner image; an unused
 * fourth paragraph is ''.
 */
export interface DemoHighlight {
  title: string;
  project: string;
  daysAgo: number;
  description: string;
  author: string;
  paragraphs: [string, string, string, string];
  colour: string;
}

/** Demo highlights for a fresh database, published `daysAgo` days before seeding. */
export const DEMO_HIGHLIGHTS: DemoHighlight[] = [
  {
    title: 'SHIVA launches its eye-tracking search study',
    project: 'SHIVA',
    daysAgo: 12,
    description: 'SHIVA has started testing participants in its first eye-tracking study of hierarchical search.',
    author: 'Noah Schmidt',
    paragraphs: [
      'After a term of piloting, SHIVA has launched its main experiment on how people use the layout ' +
        'of a scene to guide visual search. Participants look for small objects in photographs of ' +
        'kitchens, offices and streets while an eye tracker records where they look.',
      'In half of the trials the target is in the region where it usually belongs, such as a mug on a ' +
        'counter, and in the other half it is somewhere unexpected. Comparing search times and the ' +
        'first few fixations tells us how early scene knowledge steers the eyes.',
      'The study was pre-registered on OSF and aims to test 80 participants by the end of the term. ' +
        'Co-pilots and volunteers run the sessions after passing our calibration training.',
      '',
    ],
    colour: '#7b4fa3',
  },
  {
    title: 'Image Transitions paper accepted',
    project: 'Image Transitions',
    daysAgo: 40,
    description: 'Our paper on how masks between scenes protect memory for briefly seen images has been accepted.',
    author: 'Gabriel Silva',
    paragraphs: [
      'The first paper from the Image Transitions project has been accepted for publication. It asks ' +
        'what happens to memory for a scene when it is immediately replaced by another one.',
      'Across three experiments, scenes were shown for 100, 400 or 1600 ms. When the next scene ' +
        'followed directly, memory for the briefest scenes dropped sharply; inserting a 200 ms mask ' +
        'between them restored much of it. By 1600 ms the kind of transition no longer mattered.',
      'The results suggest that a new scene can overwrite an image that has not yet been fully ' +
        'processed, and that even a short break gives it time to settle into memory.',
      'The paper is co-authored with Tomás Herrera, Aisha Bello and Emily Nguyen, and the data and ' +
        'materials are openly available on OSF.',
    ],
    colour: '#c2452d',
  },
  {
    title: 'Python for experiments workshop',
    project: 'NOVA',
    daysAgo: 66,
    description: 'Eighteen members learned to analyse experiment data in Python at our two-part workshop.',
    author: 'Grace Liu',
    paragraphs: [
      'This term the skills workshop series opened with Python for experiments, organised by NOVA. ' +
        'Eighteen co-pilots, volunteers and research assistants from all seven projects took part.',
      'The first session covered loading trial data with pandas and checking it for missed responses. ' +
        'In the second, everyone plotted accuracy by condition using real data from the NOVA novelty ' +
        'task.',
      'The slides and notebooks are on the resources page, and the next workshop, on presenting ' +
        'research, is planned for the middle of next term.',
      '',
    ],
    colour: '#2f8f5b',
  },
  {
    title: 'Correlation talk at the Vision Sciences Society meeting',
    project: 'Correlation',
    daysAgo: 185,
    description: 'Amara Okafor presented the Correlation project at the annual Vision Sciences Society meeting.',
    author: 'Amara Okafor',
    paragraphs: [
      'Amara Okafor gave a talk on the Correlation project at the Vision Sciences Society annual ' +
        'meeting, one of the largest gatherings of vision scientists in the world.',
      'The talk presented the Mainstream replication, which confirms that people underestimate weak ' +
        'correlations in scatterplots, and early results from the Sequence study, which shows that a ' +
        'run of earlier plots pulls judgements of the next one towards them.',
      'Questions from the audience pointed to links with ensemble perception, and the team has since ' +
        'begun a collaboration with two labs working on averaging of visual features.',
      'Isabelle Dubois and Mei Lin Tan also presented posters on outliers and on sequence effects.',
    ],
    colour: '#2b6cb0',
  },
];
