/** A timeline entry of lab activity; `author` is a demo member's username. */
export interface DemoSnapshot {
  author: string;
  title: string;
  project: string;
  daysAgo: number;
  descriptions: string[];
  hyperlinks: string[];
  contributors: string[];
  categories: string[];
}

/** Demo timeline entries for a fresh database, dated `daysAgo` days before seeding. */
export const DEMO_SNAPSHOTS: DemoSnapshot[] = [
  {
    author: 'lkarimi',
    title: 'First look at the novelty familiarity pilot',
    project: 'NOVA',
    daysAgo: 3,
    descriptions: [
      'Twelve pilot participants have finished the novelty familiarity task. Recognition accuracy for ' +
        'images seen once is already above 80%, so the task is not too hard.',
      'Novel images shown among familiar ones were remembered slightly better than the same images ' +
        'shown among other novel images. We will check whether this holds before the full run.',
    ],
    hyperlinks: ['https://osf.io/k4m7q/'],
    contributors: ['Mateo Alvarez', 'Anika Sharma'],
    categories: ['Progress', 'Analysis'],
  },
  {
    author: 'spetrova',
    title: 'Experiment framework 2.0 released',
    project: 'Coding Team',
    daysAgo: 9,
    descriptions: [
      'Version 2.0 of the experiment framework is out. Displays are now scheduled on screen refreshes, ' +
        'and every trial logs its measured onset and offset so timing can be checked afterwards.',
      'All projects starting new studies should use 2.0. The upgrade notes list the three settings ' +
        'that changed names.',
    ],
    hyperlinks: [
      'https://github.com/vision-lab-example/experiment-framework/releases',
      'https://github.com/vision-lab-example/experiment-framework/blob/main/UPGRADING.md',
    ],
    contributors: ['Marcus Chen', 'Kenji Watanabe', 'Fatima Al-Sayed'],
    categories: ['Dev/Code'],
  },
  {
    author: 'a.okafor',
    title: 'Sequence study conditions finalised',
    project: 'Correlation',
    daysAgo: 16,
    descriptions: [
      'The Sequence study will show each scatterplot for 400 ms, followed by a 200 ms mask, in runs ' +
        'of eight plots whose correlation either rises, falls or stays the same.',
      'Participants judge the correlation of the last plot in each run, which lets us measure how much ' +
        'the earlier plots pull the judgement towards them.',
    ],
    hyperlinks: [],
    contributors: ['Mei Lin Tan', 'Lucas Fernandes'],
    categories: ['Conditions'],
  },
  {
    author: 'ykim',
    title: 'Guest talk: how expert readers see characters',
    project: 'IDEO',
    daysAgo: 24,
    descriptions: [
      'A visiting researcher in reading science spoke about how expert readers of Chinese recognise ' +
        'characters as whole units rather than stroke by stroke, and how that expertise develops.',
      'The discussion gave us ideas for a control condition with scrambled radicals in our own task.',
    ],
    hyperlinks: [],
    contributors: ['Omar Haddad', 'Hana Sato'],
    categories: ['Guest Speaker'],
  },
  {
    author: 'nschmidt',
    title: 'SHIVA is hiring co-pilots for winter term',
    project: 'SHIVA',
    daysAgo: 33,
    descriptions: [
      'SHIVA is taking two co-pilots for the winter term to help run the hierarchical search study. ' +
        'No coding experience is needed, but an interest in attention and eye movements helps.',
      'Apply by e-mail with a resume, a list of relevant courses and the projects you are interested in.',
    ],
    hyperlinks: [],
    contributors: [],
    categories: ['Hiring'],
  },
  {
    author: 'gsilva',
    title: 'Display duration conditions for the transition study',
    project: 'Image Transitions',
    daysAgo: 41,
    descriptions: [
      'The main experiment will show the first scene for 100, 400 or 1600 ms before the transition. ' +
        'Half of the transitions insert a 200 ms mask and half cut directly to the second scene.',
      'The pilot showed a clear benefit of the mask at 100 ms that disappears by 1600 ms, so we are ' +
        'keeping all three durations.',
    ],
    hyperlinks: ['https://osf.io/t8w3n/'],
    contributors: ['Tomás Herrera', 'Aisha Bello', 'Natalia Kowalski'],
    categories: ['Conditions', 'Progress'],
  },
  {
    author: 'riyer',
    title: 'Flicker stimulus set finalised',
    project: 'NCIS',
    daysAgo: 55,
    descriptions: [
      'The NCIS flicker set now has 120 indoor and outdoor scene pairs. Each pair differs in one object ' +
        'that is either central or marginal to the meaning of the scene, matched for size and contrast.',
      'The set and its norming data are in the project folder for anyone who wants to reuse them.',
    ],
    hyperlinks: ['https://osf.io/r2c9v/'],
    contributors: ['Samuel Osei', 'Maya Patel'],
    categories: ['Resources', 'Progress'],
  },
  {
    author: 'gliu',
    title: 'Python for experiments workshop',
    project: 'NOVA',
    daysAgo: 68,
    descriptions: [
      'Eighteen members came to the two-part Python workshop. The first session covered loading trial ' +
        'data with pandas, the second plotting accuracy by condition.',
      'Slides and exercise notebooks are now on the resources page.',
    ],
    hyperlinks: ['https://github.com/vision-lab-example/python-workshop'],
    contributors: ['Kenji Watanabe', 'Leila Karimi'],
    categories: ['Workshops', 'Resources'],
  },
  {
    author: 'mchen',
    title: 'Timeline filters planned for the website',
    project: 'Coding Team',
    daysAgo: 80,
    descriptions: [
      'At the Coding Team meeting we agreed on filters for the timeline page: keyword, date range, ' +
        'project, category and author. Filters will combine, and the keyword search ignores case.',
    ],
    hyperlinks: [],
    contributors: ['Arjun Mehta', 'Chloé Tremblay', 'Sofia Petrova'],
    categories: ['Dev/Code', 'Meetings'],
  },
  {
    author: 'lfernandes',
    title: 'Mainstream replication analysis',
    project: 'Correlation',
    daysAgo: 97,
    descriptions: [
      'Data from 64 participants replicate the classic pattern: correlations between 0.2 and 0.6 ' +
        'are underestimated, and discrimination gets sharper as correlation rises.',
      'Fitting the data with a model based on the spread of points around the line explains more ' +
        'variance than one based on the correlation coefficient itself.',
    ],
    hyperlinks: ['https://osf.io/m5x8d/'],
    contributors: ['Amara Okafor', 'Isabelle Dubois'],
    categories: ['Analysis'],
  },
  {
    author: 'ohaddad',
    title: 'Stroke complexity conditions for the symbol task',
    project: 'IDEO',
    daysAgo: 115,
    descriptions: [
      'The symbol recognition task will use three levels of stroke complexity crossed with two ' +
        'levels of familiarity: real characters and invented symbols built from the same strokes.',
      'Each symbol appears for 100 ms and is followed by a 200 ms mask.',
    ],
    hyperlinks: [],
    contributors: ['Yuna Kim', 'Zoe Papadopoulos'],
    categories: ['Conditions'],
  },
  {
    author: 'akrishnan',
    title: 'SHIVA term planning meeting',
    project: 'SHIVA',
    daysAgo: 140,
    descriptions: [
      'We set the goals for the term: finish the pilot of the hierarchical search task, pre-register ' +
        'the main study and train the new co-pilots on the eye tracker.',
      'Meetings move to Thursdays at 2 pm in the lab meeting room.',
    ],
    hyperlinks: [],
    contributors: ['Noah Schmidt', 'Tyler Morrison', 'Sina Rahimi', 'Camille Laurent'],
    categories: ['Meetings'],
  },
  {
    author: 'erossi',
    title: 'Eye tracker calibration workshop',
    project: 'NCIS',
    daysAgo: 162,
    descriptions: [
      'New members learned how to set up the eye tracker, run a nine-point calibration and check ' +
        'validation error before each block.',
      'Everyone who runs eye-tracking sessions should now have passed the calibration checklist.',
    ],
    hyperlinks: [],
    contributors: ['Connor Walsh', 'Maya Patel', 'Ananya Krishnan'],
    categories: ['Workshops'],
  },
  {
    author: 'therrera',
    title: 'Guest talk on event boundaries in memory',
    project: 'Image Transitions',
    daysAgo: 190,
    descriptions: [
      'A guest speaker from a memory lab presented work on how event boundaries, such as walking ' +
        'through a doorway, split experience into chunks in memory.',
      'Afterwards the team discussed whether our abrupt cuts act like event boundaries and how to test it.',
    ],
    hyperlinks: [],
    contributors: ['Gabriel Silva', 'Ryan Fitzgerald'],
    categories: ['Guest Speaker', 'Meetings'],
  },
  {
    author: 'amehta',
    title: 'Onboarding guide for the experiment framework',
    project: 'Coding Team',
    daysAgo: 214,
    descriptions: [
      'The Coding Team wrote an onboarding guide that walks a new member from an empty folder to a ' +
        'running experiment with a fixation cross, a stimulus, a mask and a response.',
    ],
    hyperlinks: ['https://github.com/vision-lab-example/experiment-framework/wiki/Getting-started'],
    contributors: ['Sofia Petrova', 'Fatima Al-Sayed'],
    categories: ['Resources', 'Dev/Code'],
  },
  {
    author: 'malvarez',
    title: 'NOVA research assistant positions',
    project: 'NOVA',
    daysAgo: 245,
    descriptions: [
      'NOVA is looking for a research assistant for the summer term. Candidates should have spent at ' +
        'least one term as a volunteer and be able to commit nine hours per week.',
    ],
    hyperlinks: [],
    contributors: ['Grace Liu'],
    categories: ['Hiring'],
  },
  {
    author: 'mltan',
    title: 'Correlation team retreat',
    project: 'Correlation',
    daysAgo: 270,
    descriptions: [
      'The Correlation team spent a day away from the lab reviewing the last year of results and ' +
        'sketching the Sequence study.',
      'We finished with a hike and a potluck, and the scatterplot cookies were a hit.',
    ],
    hyperlinks: [],
    contributors: ['Amara Okafor', 'Jonah Goldberg', 'Lucas Fernandes'],
    categories: ['Other', 'Meetings'],
  },
  {
    author: 'tmorrison',
    title: 'Preliminary search slopes from the hierarchy pilot',
    project: 'SHIVA',
    daysAgo: 301,
    descriptions: [
      'Search slopes are shallower when targets sit in the expected region of a scene, about 12 ms ' +
        'per item compared with 31 ms per item when they do not.',
      'Eye movements show that people check the likely region first even when told the target could ' +
        'be anywhere.',
    ],
    hyperlinks: ['https://osf.io/h6p2z/'],
    contributors: ['Noah Schmidt', 'Ananya Krishnan'],
    categories: ['Analysis', 'Progress'],
  },
  {
    author: 'hsato',
    title: 'End-of-term poster social',
    project: 'IDEO',
    daysAgo: 336,
    descriptions: [
      'Each project brought a poster of its work in progress to the end-of-term social. Ideo hosted ' +
        'this time and ran a quiz where guests guessed the meaning of invented symbols.',
    ],
    hyperlinks: [],
    contributors: ['Yuna Kim', 'Liam Novak'],
    categories: ['Other'],
  },
  {
    author: 's.osei',
    title: 'Change detection data collection complete',
    project: 'NCIS',
    daysAgo: 388,
    descriptions: [
      'We finished collecting data for the first change detection study with 96 participants. Changes ' +
        'to objects central to a scene were found about 40% faster than marginal ones.',
      'Next we will look at the eye-tracking data to see whether central objects are simply fixated ' +
        'earlier.',
    ],
    hyperlinks: [],
    contributors: ['Ravi Iyer', 'Elena Rossi'],
    categories: ['Progress'],
  },
];
