/** A resource in the members' library, created `daysAgo` days before seeding. */
export interface DemoResource {
  title: string;
  description: string;
  category: { main: string; sub: string };
  author: string;
  resource_link: string;
  daysAgo: number;
}

/**
 * Demo resources for a fresh database, in all four categories. COGS 402 and Research Project
 * resources use a year as their sub-category; one link has no scheme, as members often type them.
 */
export const DEMO_RESOURCES: DemoResource[] = [
  {
    title: 'Applying to Graduate School in Psychology',
    description:
      'An overview of graduate programs in psychology, what admissions committees look for and how to ' +
      'plan your applications. Read it before asking for reference letters.',
    category: { main: 'Career Workshops', sub: 'Grad School' },
    author: 'Ruth Whitfield',
    resource_link: 'https://www.apa.org/education-career/grad',
    daysAgo: 3,
  },
  {
    title: 'Writing Your COGS 402 Proposal',
    description:
      'Guides on structuring a research proposal: background, question, predictions and methods. ' +
      'Use them with the proposal outline we go through at the first 402 meeting.',
    category: { main: 'COGS 402', sub: '2026' },
    author: 'Priya Raman',
    resource_link: 'https://writingcenter.unc.edu/tips-and-tools/',
    daysAgo: 12,
  },
  {
    title: 'Pre-registering a Study on OSF',
    description:
      'How to pre-register hypotheses, conditions and analysis plans before data collection. All new ' +
      'lab studies are pre-registered under the lab OSF account.',
    category: { main: 'Research Project', sub: '2026' },
    author: 'Noah Schmidt',
    resource_link: 'https://osf.io/prereg/',
    daysAgo: 27,
  },
  {
    title: 'Building Experiments in PsychoPy',
    description:
      'Material from the coding workshop: building a trial with a fixation cross, a 100 ms stimulus, ' +
      'a 200 ms mask and a keyboard response, then running it in a loop.',
    category: { main: 'Skills Workshops', sub: 'Coding' },
    author: 'Sofia Petrova',
    resource_link: 'https://www.psychopy.org/',
    daysAgo: 45,
  },
  {
    title: 'Programming with Python',
    description:
      'The Software Carpentry lesson we use in the data science workshop. Work through the first five ' +
      'episodes before the session.',
    category: { main: 'Skills Workshops', sub: 'Data Science' },
    author: 'Grace Liu',
    resource_link: 'https://swcarpentry.github.io/python-novice-inflammation/',
    daysAgo: 78,
  },
  {
    title: 'Finding and Reading Papers for Your Literature Review',
    description:
      'Tips on searching for papers, following citations forward and backward and keeping notes ' +
      'while you read for your 402 introduction.',
    category: { main: 'COGS 402', sub: '2026' },
    author: 'Amara Okafor',
    resource_link: 'https://scholar.google.com/',
    daysAgo: 120,
  },
  {
    title: 'Working with Trial Data in pandas',
    description:
      'Getting started with pandas for loading experiment output, filtering practice trials and ' +
      'summarising accuracy and response time by condition.',
    category: { main: 'Research Project', sub: '2026' },
    author: 'Leila Karimi',
    resource_link: 'https://pandas.pydata.org/docs/getting_started/index.html',
    daysAgo: 170,
  },
  {
    title: 'Academic CV Templates',
    description:
      'CV templates suited to research positions and graduate applications. List your lab projects, ' +
      'posters and workshops you have taught.',
    category: { main: 'Career Workshops', sub: 'Resume Building' },
    author: 'Daniel Okonkwo',
    resource_link: 'https://www.overleaf.com/gallery/tagged/cv',
    daysAgo: 230,
  },
  {
    title: 'Networking at Vision Science Conferences',
    description:
      'The Vision Sciences Society meeting is where most of our field meets each spring. Notes from ' +
      'the networking workshop on meeting researchers and following up afterwards.',
    category: { main: 'Career Workshops', sub: 'Networking' },
    author: 'Amara Okafor',
    resource_link: 'https://www.visionsciences.org/',
    daysAgo: 290,
  },
  {
    title: 'Ten Simple Rules for Making Good Oral Presentations',
    description:
      'A short classic on planning a talk. We read it before lab meeting presentations and the ' +
      'end-of-term project talks.',
    category: { main: 'Skills Workshops', sub: 'Presentation Skills' },
    author: 'Tomás Herrera',
    resource_link: 'https://doi.org/10.1371/journal.pcbi.0030077',
    daysAgo: 360,
  },
  {
    title: 'COGS 402 Poster Template and Tips',
    description:
      'Poster templates and the layout advice from our poster workshop: one question, one key figure ' +
      'and as little text as you can manage.',
    category: { main: 'COGS 402', sub: '2025' },
    author: 'Daniel Okonkwo',
    resource_link: 'https://www.overleaf.com/gallery/tagged/poster',
    daysAgo: 410,
  },
  {
    title: 'Python Tutorial for Analysis Scripts',
    description:
      'The official Python tutorial. Chapters 3 to 5 cover everything needed to read our analysis ' +
      'scripts.',
    category: { main: 'Research Project', sub: '2025' },
    author: 'Kenji Watanabe',
    resource_link: 'docs.python.org/3/tutorial/',
    daysAgo: 470,
  },
  {
    title: 'APA Style for Your Final Report',
    description:
      'Reference formatting, figure captions and the structure of an empirical report in APA style, ' +
      'as expected in COGS 402 final reports.',
    category: { main: 'COGS 402', sub: '2025' },
    author: 'Gabriel Silva',
    resource_link: 'https://apastyle.apa.org/',
    daysAgo: 540,
  },
  {
    title: 'Telling a Story with Your Figures',
    description:
      'A free book on data visualisation. The chapters on telling a story and on proportions helped ' +
      'us redesign the Correlation result figures.',
    category: { main: 'Skills Workshops', sub: 'Storytelling' },
    author: 'Lucas Fernandes and Amara Okafor',
    resource_link: 'https://clauswilke.com/dataviz/',
    daysAgo: 610,
  },
  {
    title: 'Making Scatterplot Stimuli with Matplotlib',
    description:
      'Examples to start from when generating scatterplot stimuli with a set correlation, point size ' +
      'and axis style, as in the Correlation project.',
    category: { main: 'Research Project', sub: '2025' },
    author: 'Nikhil Rao',
    resource_link: 'https://matplotlib.org/stable/gallery/index.html',
    daysAgo: 680,
  },
];
