import type { Position } from '../db/schema.js';

/** A lab member shown on the People and project team pages of a demo site. */
export interface DemoMember {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  blurb: string;
  isAlumni: boolean;
  positions: Position[];
}

/**
 * Demo members for a fresh database: every project has a lead, a secondary, junior members and
 * alumni, and Management has one person per lab-wide role. These accounts cannot log in.
 */
export const DEMO_MEMBERS: DemoMember[] = [
  {
    username: 'rwhitfield',
    firstname: 'Ruth',
    lastname: 'Whitfield',
    email: 'rwhitfield@lab.example.edu',
    blurb:
      'I am a professor of psychology and have run this lab since 2011. My research asks how people ' +
      'see, attend to and remember the visual world, from a single glance at a scene to the patterns ' +
      'hidden in a scatterplot.',
    isAlumni: false,
    positions: [{ position: 'Principal Investigator', project: 'Management' }],
  },
  {
    username: 'd.okonkwo',
    firstname: 'Daniel',
    lastname: 'Okonkwo',
    email: 'd.okonkwo@lab.example.edu',
    blurb:
      'I joined the lab in 2022 after finishing my psychology degree and now keep our testing rooms, ' +
      'ethics applications and participant pool running. I am especially interested in how ' +
      'research labs can make undergraduate training more open and reproducible.',
    isAlumni: false,
    positions: [{ position: 'Lab Manager', project: 'Management' }],
  },
  {
    username: 'praman',
    firstname: 'Priya',
    lastname: 'Raman',
    email: 'praman@lab.example.edu',
    blurb:
      'I am a second-year master student in psychology working on how visual attention is shared ' +
      'across objects in a scene. As Lab Secondary I coordinate the project leads and our weekly ' +
      'lab meeting.',
    isAlumni: false,
    positions: [{ position: 'Lab Secondary', project: 'Management' }],
  },
  {
    username: 'therrera',
    firstname: 'Tomás',
    lastname: 'Herrera',
    email: 'therrera@lab.example.edu',
    blurb:
      'I am a fourth-year Cognitive Systems student interested in memory for dynamic scenes. ' +
      'Besides helping run Image Transitions, I schedule testing rooms and onboard new co-pilots.',
    isAlumni: false,
    positions: [
      { position: 'Assistant Lab Manager', project: 'Management' },
      { position: 'Project Secondary', project: 'Image Transitions' },
    ],
  },
  {
    username: 'hsato',
    firstname: 'Hana',
    lastname: 'Sato',
    email: 'hsato@lab.example.edu',
    blurb:
      'I am a third-year psychology major with a minor in Asian language and culture, which drew me ' +
      'to research on how we read and remember written symbols. I also plan our term socials ' +
      'and the end-of-year poster party.',
    isAlumni: false,
    positions: [
      { position: 'Research Assistant', project: 'Ideo' },
      { position: 'Social Coordinator', project: 'Management' },
    ],
  },
  {
    username: 'gliu',
    firstname: 'Grace',
    lastname: 'Liu',
    email: 'gliu@lab.example.edu',
    blurb:
      'I am a PhD student in psychology studying why novel images grab attention and how quickly ' +
      'that novelty fades with repeated viewing. I lead NOVA and organise the skills workshops ' +
      'that every new member takes in their first term.',
    isAlumni: false,
    positions: [
      { position: 'Project Lead', project: 'NOVA' },
      { position: 'Workshop Coordinator', project: 'Management' },
    ],
  },

  {
    username: 'mchen',
    firstname: 'Marcus',
    lastname: 'Chen',
    email: 'mchen@lab.example.edu',
    blurb:
      'I am a fifth-year computer science and psychology combined major. I lead the Coding Team, ' +
      'which builds this website and the browser-based framework our experiments run on.',
    isAlumni: false,
    positions: [{ position: 'Coding Team Lead', project: 'Coding Team' }],
  },
  {
    username: 'spetrova',
    firstname: 'Sofia',
    lastname: 'Petrova',
    email: 'spetrova@lab.example.edu',
    blurb:
      'I am a fourth-year computer science student who cares about precise stimulus timing in web ' +
      'experiments. I maintain the display and response-logging code of our experiment framework.',
    isAlumni: false,
    positions: [{ position: 'Lead Developer', project: 'Coding Team' }],
  },
  {
    username: 'amehta',
    firstname: 'Arjun',
    lastname: 'Mehta',
    email: 'amehta@lab.example.edu',
    blurb:
      'I am a fourth-year Cognitive Systems student in the computational stream. I plan the Coding ' +
      'Team roadmap with the other project leads so new experiments get the features they need.',
    isAlumni: false,
    positions: [{ position: 'Project Lead', project: 'Coding Team' }],
  },
  {
    username: 'ctremblay',
    firstname: 'Chloé',
    lastname: 'Tremblay',
    email: 'ctremblay@lab.example.edu',
    blurb:
      'I am a third-year computer science major minoring in visual art, so I look after the design ' +
      'and accessibility of the lab website.',
    isAlumni: false,
    positions: [{ position: 'Project Secondary', project: 'Coding Team' }],
  },
  {
    username: 'kwatanabe',
    firstname: 'Kenji',
    lastname: 'Watanabe',
    email: 'kwatanabe@lab.example.edu',
    blurb:
      'I am a third-year statistics major who writes the data export and analysis helpers for our ' +
      'experiments. I am interested in reproducible pipelines from raw trials to figures.',
    isAlumni: false,
    positions: [{ position: 'Research Assistant', project: 'Coding Team' }],
  },
  {
    username: 'f.alsayed',
    firstname: 'Fatima',
    lastname: 'Al-Sayed',
    email: 'f.alsayed@lab.example.edu',
    blurb:
      'I am a second-year computer science student learning web development on the timeline and ' +
      'resources pages. Outside the lab I teach coding to high school students.',
    isAlumni: false,
    positions: [{ position: 'Volunteer', project: 'Coding Team' }],
  },
  {
    username: 'ebrooks',
    firstname: 'Ethan',
    lastname: 'Brooks',
    email: 'ebrooks@lab.example.edu',
    blurb:
      'I wrote the first version of the experiment framework between 2021 and 2023 while finishing ' +
      'my computer science degree. I now work as a software developer at a health-tech start-up.',
    isAlumni: true,
    positions: [{ position: 'Lead Developer', project: 'Coding Team' }],
  },

  {
    username: 'a.okafor',
    firstname: 'Amara',
    lastname: 'Okafor',
    email: 'a.okafor@lab.example.edu',
    blurb:
      'I am a PhD student in psychology studying how people estimate correlation from scatterplots ' +
      'and why they underestimate weak relationships. I lead the Correlation project and its ' +
      'Mainstream and Sequence studies.',
    isAlumni: false,
    positions: [{ position: 'Project Lead', project: 'Correlation' }],
  },
  {
    username: 'lfernandes',
    firstname: 'Lucas',
    lastname: 'Fernandes',
    email: 'lfernandes@lab.example.edu',
    blurb:
      'I am a fourth-year psychology and statistics double major. I run the Mainstream replication ' +
      'and am curious about how data visualisation literacy changes perceived correlation.',
    isAlumni: false,
    positions: [{ position: 'Project Secondary', project: 'Correlation' }],
  },
  {
    username: 'mltan',
    firstname: 'Mei Lin',
    lastname: 'Tan',
    email: 'mltan@lab.example.edu',
    blurb:
      'I am a fourth-year Cognitive Systems student co-leading the Sequence study, where scatterplots ' +
      'are shown one after another. I want to know whether our sense of correlation adapts over time.',
    isAlumni: false,
    positions: [{ position: 'Research Assistant (Co-Lead)', project: 'Correlation' }],
  },
  {
    username: 'jgoldberg',
    firstname: 'Jonah',
    lastname: 'Goldberg',
    email: 'jgoldberg@lab.example.edu',
    blurb:
      'I am a second-year psychology student in my first term as a co-pilot. I help run participants ' +
      'and am learning to analyse staircase data in Python.',
    isAlumni: false,
    positions: [{ position: 'Co-Pilot', project: 'Correlation' }],
  },
  {
    username: 'idubois',
    firstname: 'Isabelle',
    lastname: 'Dubois',
    email: 'idubois@lab.example.edu',
    blurb:
      'I am a fourth-year Cognitive Systems student doing my COGS 402 project on how outliers ' +
      'change perceived correlation in scatterplots.',
    isAlumni: false,
    positions: [{ position: '402 Student', project: 'Correlation' }],
  },
  {
    username: 'nrao',
    firstname: 'Nikhil',
    lastname: 'Rao',
    email: 'nrao@lab.example.edu',
    blurb:
      'I led the Correlation project from 2020 to 2023 and built the first scatterplot staircase task. ' +
      'I am now a PhD student in cognitive science studying visual ensemble perception.',
    isAlumni: true,
    positions: [{ position: 'Project Lead', project: 'Correlation' }],
  },
  {
    username: 'slindqvist',
    firstname: 'Sara',
    lastname: 'Lindqvist',
    email: 'slindqvist@lab.example.edu',
    blurb:
      'I was a co-pilot and then a volunteer on Correlation during my psychology degree, graduating ' +
      'in 2024. I now work as a data analyst for a public health agency.',
    isAlumni: true,
    positions: [{ position: 'Co-Pilot', project: 'Correlation' }],
  },

  {
    username: 'ykim',
    firstname: 'Yuna',
    lastname: 'Kim',
    email: 'ykim@lab.example.edu',
    blurb:
      'I am a master student in psychology studying how readers recognise ideographic characters ' +
      'at a glance. I lead Ideo, where we test how stroke complexity and familiarity shape symbol ' +
      'perception.',
    isAlumni: false,
    positions: [{ position: 'Project Lead', project: 'Ideo' }],
  },
  {
    username: 'ohaddad',
    firstname: 'Omar',
    lastname: 'Haddad',
    email: 'ohaddad@lab.example.edu',
    blurb:
      'I am a fourth-year linguistics and psychology student. On Ideo I design the symbol sets and ' +
      'am interested in how icons and emoji borrow from writing systems.',
    isAlumni: false,
    positions: [{ position: 'Project Secondary', project: 'Ideo' }],
  },
  {
    username: 'lnovak',
    firstname: 'Liam',
    lastname: 'Novak',
    email: 'lnovak@lab.example.edu',
    blurb:
      'I am a second-year Cognitive Systems student and a first-term co-pilot. I am learning to ' +
      'prepare stimuli and run participants for the symbol memory task.',
    isAlumni: false,
    positions: [{ position: 'Co-Pilot', project: 'Ideo' }],
  },
  {
    username: 'zpapadopoulos',
    firstname: 'Zoe',
    lastname: 'Papadopoulos',
    email: 'zpapadopoulos@lab.example.edu',
    blurb:
      'I am a third-year psychology major volunteering on Ideo since 2025. I am interested in ' +
      'how bilingual readers process unfamiliar scripts.',
    isAlumni: false,
    positions: [{ position: 'Volunteer', project: 'Ideo' }],
  },
  {
    username: 'wzhang',
    firstname: 'Wei',
    lastname: 'Zhang',
    email: 'wzhang@lab.example.edu',
    blurb:
      'I started Ideo in 2021 as an honours student comparing memory for characters and pictures. ' +
      'I now work as a UX researcher designing interfaces for multilingual users.',
    isAlumni: true,
    positions: [{ position: 'Project Lead', project: 'Ideo' }],
  },

  {
    username: 'gsilva',
    firstname: 'Gabriel',
    lastname: 'Silva',
    email: 'gsilva@lab.example.edu',
    blurb:
      'I am a PhD student in psychology studying how the transition from one image to the next ' +
      'affects what we remember of each. I lead Image Transitions and its rapid-display experiments.',
    isAlumni: false,
    positions: [{ position: 'Project Lead', project: 'Image Transitions' }],
  },
  {
    username: 'abello',
    firstname: 'Aisha',
    lastname: 'Bello',
    email: 'abello@lab.example.edu',
    blurb:
      'I am a fourth-year neuroscience student and a research assistant on Image Transitions. ' +
      'I am interested in how film cuts and event boundaries shape memory.',
    isAlumni: false,
    positions: [{ position: 'Research Assistant', project: 'Image Transitions' }],
  },
  {
    username: 'rfitzgerald',
    firstname: 'Ryan',
    lastname: 'Fitzgerald',
    email: 'rfitzgerald@lab.example.edu',
    blurb:
      'I am a third-year psychology student in my second term as a co-pilot. I run the recognition ' +
      'memory sessions and help clean the response data.',
    isAlumni: false,
    positions: [{ position: 'Co-Pilot', project: 'Image Transitions' }],
  },
  {
    username: 'nkowalski',
    firstname: 'Natalia',
    lastname: 'Kowalski',
    email: 'nkowalski@lab.example.edu',
    blurb:
      'I am a fourth-year Cognitive Systems student doing my COGS 402 project on whether a blank ' +
      'gap or a mask between images better protects memory for the first image.',
    isAlumni: false,
    positions: [{ position: '402 Student', project: 'Image Transitions' }],
  },
  {
    username: 'enguyen',
    firstname: 'Emily',
    lastname: 'Nguyen',
    email: 'enguyen@lab.example.edu',
    blurb:
      'I was a research assistant on Image Transitions from 2022 to 2024 and helped build its ' +
      'scene database. I am now a clinical psychology graduate student.',
    isAlumni: true,
    positions: [{ position: 'Research Assistant', project: 'Image Transitions' }],
  },

  {
    username: 'riyer',
    firstname: 'Ravi',
    lastname: 'Iyer',
    email: 'riyer@lab.example.edu',
    blurb:
      'I am a master student in psychology leading NCIS, our project on noticing changes in scenes. ' +
      'I study why large changes go unseen when attention is elsewhere.',
    isAlumni: false,
    positions: [{ position: 'Project Lead', project: 'NCIS' }],
  },
  {
    username: 'erossi',
    firstname: 'Elena',
    lastname: 'Rossi',
    email: 'erossi@lab.example.edu',
    blurb:
      'I am a fourth-year psychology major and the NCIS secondary. I look after our eye tracker and ' +
      'am interested in where people look just before they detect a change.',
    isAlumni: false,
    positions: [{ position: 'Project Secondary', project: 'NCIS' }],
  },
  {
    username: 's.osei',
    firstname: 'Samuel',
    lastname: 'Osei',
    email: 's.osei@lab.example.edu',
    blurb:
      'I am a fourth-year Cognitive Systems student co-leading the NCIS flicker study. I am ' +
      'interested in how scene meaning guides attention to changes.',
    isAlumni: false,
    positions: [{ position: 'Research Assistant (Co-Lead)', project: 'NCIS' }],
  },
  {
    username: 'mpatel',
    firstname: 'Maya',
    lastname: 'Patel',
    email: 'mpatel@lab.example.edu',
    blurb:
      'I am a second-year biology student exploring psychology as a co-pilot. I help prepare change ' +
      'detection stimuli and run participants.',
    isAlumni: false,
    positions: [{ position: 'Co-Pilot', project: 'NCIS' }],
  },
  {
    username: 'cwalsh',
    firstname: 'Connor',
    lastname: 'Walsh',
    email: 'cwalsh@lab.example.edu',
    blurb:
      'I am a third-year psychology student volunteering on NCIS after a term as a co-pilot. I am ' +
      'interested in change blindness in driving scenes.',
    isAlumni: false,
    positions: [{ position: 'Volunteer', project: 'NCIS' }],
  },
  {
    username: 'jbecker',
    firstname: 'Julia',
    lastname: 'Becker',
    email: 'jbecker@lab.example.edu',
    blurb:
      'I was the NCIS secondary until I graduated with a psychology degree in 2024. I now work as a ' +
      'human factors researcher studying driver attention.',
    isAlumni: true,
    positions: [{ position: 'Project Secondary', project: 'NCIS' }],
  },

  {
    username: 'malvarez',
    firstname: 'Mateo',
    lastname: 'Alvarez',
    email: 'malvarez@lab.example.edu',
    blurb:
      'I am a fourth-year psychology major and the NOVA secondary. I am interested in how quickly ' +
      'people learn that an image is familiar and stop attending to it.',
    isAlumni: false,
    positions: [{ position: 'Project Secondary', project: 'NOVA' }],
  },
  {
    username: 'lkarimi',
    firstname: 'Leila',
    lastname: 'Karimi',
    email: 'lkarimi@lab.example.edu',
    blurb:
      'I am a fourth-year Cognitive Systems student and a research assistant on NOVA. I run the ' +
      'novelty familiarity task and analyse its memory data.',
    isAlumni: false,
    positions: [{ position: 'Research Assistant', project: 'NOVA' }],
  },
  {
    username: 'bcarter',
    firstname: 'Ben',
    lastname: 'Carter',
    email: 'bcarter@lab.example.edu',
    blurb:
      'I am a second-year psychology student in my first term as a co-pilot. I am curious about ' +
      'why some images stick in memory after a single viewing.',
    isAlumni: false,
    positions: [{ position: 'Co-Pilot', project: 'NOVA' }],
  },
  {
    username: 'asharma',
    firstname: 'Anika',
    lastname: 'Sharma',
    email: 'asharma@lab.example.edu',
    blurb:
      'I am a fourth-year Cognitive Systems student doing my COGS 402 project on whether novel images ' +
      'are remembered better when they appear among familiar ones.',
    isAlumni: false,
    positions: [{ position: '402 Student', project: 'NOVA' }],
  },
  {
    username: 'ogrant',
    firstname: 'Oliver',
    lastname: 'Grant',
    email: 'ogrant@lab.example.edu',
    blurb:
      'I helped start NOVA in 2022 as a research assistant and graduated in psychology in 2024. ' +
      'I am now a research coordinator in a memory and ageing lab.',
    isAlumni: true,
    positions: [{ position: 'Research Assistant', project: 'NOVA' }],
  },

  {
    username: 'nschmidt',
    firstname: 'Noah',
    lastname: 'Schmidt',
    email: 'nschmidt@lab.example.edu',
    blurb:
      'I am a PhD student in psychology leading SHIVA, which studies how visual search uses the ' +
      'hierarchy of a scene, from whole layout to single objects.',
    isAlumni: false,
    positions: [{ position: 'Project Lead', project: 'SHIVA' }],
  },
  {
    username: 'akrishnan',
    firstname: 'Ananya',
    lastname: 'Krishnan',
    email: 'akrishnan@lab.example.edu',
    blurb:
      'I am a fourth-year psychology and computer science student and the SHIVA secondary. I build ' +
      'the search displays and am interested in eye movements during search.',
    isAlumni: false,
    positions: [{ position: 'Project Secondary', project: 'SHIVA' }],
  },
  {
    username: 'tmorrison',
    firstname: 'Tyler',
    lastname: 'Morrison',
    email: 'tmorrison@lab.example.edu',
    blurb:
      'I am a third-year Cognitive Systems student and a research assistant on SHIVA. I analyse ' +
      'response times and search slopes in R and Python.',
    isAlumni: false,
    positions: [{ position: 'Research Assistant', project: 'SHIVA' }],
  },
  {
    username: 'srahimi',
    firstname: 'Sina',
    lastname: 'Rahimi',
    email: 'srahimi@lab.example.edu',
    blurb:
      'I am a second-year psychology student and a co-pilot on SHIVA. I run participants and am ' +
      'learning how to design search experiments.',
    isAlumni: false,
    positions: [{ position: 'Co-Pilot', project: 'SHIVA' }],
  },
  {
    username: 'claurent',
    firstname: 'Camille',
    lastname: 'Laurent',
    email: 'claurent@lab.example.edu',
    blurb:
      'I am a third-year cognitive science student volunteering on SHIVA. I am interested in how ' +
      'experts such as radiologists search complex images.',
    isAlumni: false,
    positions: [{ position: 'Volunteer', project: 'SHIVA' }],
  },
  {
    username: 'vadeyemi',
    firstname: 'Victoria',
    lastname: 'Adeyemi',
    email: 'vadeyemi@lab.example.edu',
    blurb:
      'I led SHIVA from 2021 to 2024 while finishing my master degree in psychology. I am now ' +
      'a PhD student studying attention in real-world search tasks.',
    isAlumni: true,
    positions: [{ position: 'Project Lead', project: 'SHIVA' }],
  },
];
