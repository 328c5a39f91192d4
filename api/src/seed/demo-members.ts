import type { NewUser } from '../repositories/users.js';

/** A lab member shown on the People and project team pages of a demo site. */
export type DemoMember = Required<Omit<NewUser, 'passwordHash' | 'permissions' | 'isBootstrapAdmin'>>;

function member(
  username: string,
  [firstname, lastname]: [string, string],
  positions: [position: string, project: string][],
  blurb: string,
  isAlumni = false,
): DemoMember {
  return {
    username,
    firstname,
    lastname,
    email: `${username}@lab.example.edu`,
    blurb,
    isAlumni,
    positions: positions.map(([position, project]) => ({ position, project })),
  };
}

const ALUMNUS = true;

/**
 * Demo members for a fresh database: every project has a lead, a secondary, junior members and
 * alumni, and Management has one person per lab-wide role. These accounts cannot log in.
 */
export const DEMO_MEMBERS: DemoMember[] = [
  member('rwhitfield', ['Ruth', 'Whitfield'], [['Principal Investigator', 'Management']],
    'I am a professor of psychology and have run this lab since 2011. My research asks how ' +
    'people see, attend to and remember the visual world, from a single glance at a scene to ' +
    'the patterns hidden in a scatterplot.'),
  member('d.okonkwo', ['Daniel', 'Okonkwo'], [['Lab Manager', 'Management']],
    'I joined the lab in 2022 after finishing my psychology degree and now keep our testing ' +
    'rooms, ethics applications and participant pool running. I am especially interested in how ' +
    'research labs can make undergraduate training more open and reproducible.'),
  member('praman', ['Priya', 'Raman'], [['Lab Secondary', 'Management']],
    'I am a second-year master student in psychology working on how visual attention is shared ' +
    'across objects in a scene. As Lab Secondary I coordinate the project leads and our weekly ' +
    'lab meeting.'),
  member('therrera', ['Tomás', 'Herrera'],
    [['Assistant Lab Manager', 'Management'], ['Project Secondary', 'Image Transitions']],
    'I am a fourth-year Cognitive Systems student interested in memory for dynamic scenes. ' +
    'Besides helping run Image Transitions, I schedule testing rooms and onboard new co-pilots.'),
  member('hsato', ['Hana', 'Sato'], [['Research Assistant', 'Ideo'], ['Social Coordinator', 'Management']],
    'I am a third-year psychology major with a minor in Asian language and culture, which drew ' +
    'me to research on how we read and remember written symbols. I also plan our term socials ' +
    'and the end-of-year poster party.'),
  member('gliu', ['Grace', 'Liu'], [['Project Lead', 'NOVA'], ['Workshop Coordinator', 'Management']],
    'I am a PhD student in psychology studying why novel images grab attention and how quickly ' +
    'that novelty fades with repeated viewing. I lead NOVA and organise the skills workshops ' +
    'that every new member takes in their first term.'),
  member('mchen', ['Marcus', 'Chen'], [['Coding Team Lead', 'Coding Team']],
    'I am a fifth-year computer science and psychology combined major. I lead the Coding Team, ' +
    'which builds this website and the browser-based framework our experiments run on.'),
  member('spetrova', ['Sofia', 'Petrova'], [['Lead Developer', 'Coding Team']],
    'I am a fourth-year computer science student who cares about precise stimulus timing in web ' +
    'experiments. I maintain the display and response-logging code of our experiment framework.'),
  member('amehta', ['Arjun', 'Mehta'], [['Project Lead', 'Coding Team']],
    'I am a fourth-year Cognitive Systems student in the computational stream. I plan the ' +
    'Coding Team roadmap with the other project leads so new experiments get the features they ' +
    'need.'),
  member('ctremblay', ['Chloé', 'Tremblay'], [['Project Secondary', 'Coding Team']],
    'I am a third-year computer science major minoring in visual art, so I look after the ' +
    'design and accessibility of the lab website.'),
  member('kwatanabe', ['Kenji', 'Watanabe'], [['Research Assistant', 'Coding Team']],
    'I am a third-year statistics major who writes the data export and analysis helpers for our ' +
    'experiments. I am interested in reproducible pipelines from raw trials to figures.'),
  member('f.alsayed', ['Fatima', 'Al-Sayed'], [['Volunteer', 'Coding Team']],
    'I am a second-year computer science student learning web development on the timeline and ' +
    'resources pages. Outside the lab I teach coding to high school students.'),
  member('ebrooks', ['Ethan', 'Brooks'], [['Lead Developer', 'Coding Team']],
    'I wrote the first version of the experiment framework between 2021 and 2023 while ' +
    'finishing my computer science degree. I now work as a software developer at a health-tech ' +
    'start-up.',
    ALUMNUS),
  member('a.okafor', ['Amara', 'Okafor'], [['Project Lead', 'Correlation']],
    'I am a PhD student in psychology studying how people estimate correlation from ' +
    'scatterplots and why they underestimate weak relationships. I lead the Correlation project ' +
    'and its Mainstream and Sequence studies.'),
  member('lfernandes', ['Lucas', 'Fernandes'], [['Project Secondary', 'Correlation']],
    'I am a fourth-year psychology and statistics double major. I run the Mainstream ' +
    'replication and am curious about how data visualisation literacy changes perceived ' +
    'correlation.'),
  member('mltan', ['Mei Lin', 'Tan'], [['Research Assistant (Co-Lead)', 'Correlation']],
    'I am a fourth-year Cognitive Systems student co-leading the Sequence study, where ' +
    'scatterplots are shown one after another. I want to know whether our sense of correlation ' +
    'adapts over time.'),
  member('jgoldberg', ['Jonah', 'Goldberg'], [['Co-Pilot', 'Correlation']],
    'I am a second-year psychology student in my first term as a co-pilot. I help run ' +
    'participants and am learning to analyse staircase data in Python.'),
  member('idubois', ['Isabelle', 'Dubois'], [['402 Student', 'Correlation']],
    'I am a fourth-year Cognitive Systems student doing my COGS 402 project on how outliers ' +
    'change perceived correlation in scatterplots.'),
  member('nrao', ['Nikhil', 'Rao'], [['Project Lead', 'Correlation']],
    'I led the Correlation project from 2020 to 2023 and built the first scatterplot staircase ' +
    'task. I am now a PhD student in cognitive science studying visual ensemble perception.',
    ALUMNUS),
  member('slindqvist', ['Sara', 'Lindqvist'], [['Co-Pilot', 'Correlation']],
    'I was a co-pilot and then a volunteer on Correlation during my psychology degree, ' +
    'graduating in 2024. I now work as a data analyst for a public health agency.',
    ALUMNUS),
  member('ykim', ['Yuna', 'Kim'], [['Project Lead', 'Ideo']],
    'I am a master student in psychology studying how readers recognise ideographic characters ' +
    'at a glance. I lead Ideo, where we test how stroke complexity and familiarity shape symbol ' +
    'perception.'),
  member('ohaddad', ['Omar', 'Haddad'], [['Project Secondary', 'Ideo']],
    'I am a fourth-year linguistics and psychology student. On Ideo I design the symbol sets ' +
    'and am interested in how icons and emoji borrow from writing systems.'),
  member('lnovak', ['Liam', 'Novak'], [['Co-Pilot', 'Ideo']],
    'I am a second-year Cognitive Systems student and a first-term co-pilot. I am learning to ' +
    'prepare stimuli and run participants for the symbol memory task.'),
  member('zpapadopoulos', ['Zoe', 'Papadopoulos'], [['Volunteer', 'Ideo']],
    'I am a third-year psychology major volunteering on Ideo since 2025. I am interested in how ' +
    'bilingual readers process unfamiliar scripts.'),
  member('wzhang', ['Wei', 'Zhang'], [['Project Lead', 'Ideo']],
    'I started Ideo in 2021 as an honours student comparing memory for characters and pictures. ' +
    'I now work as a UX researcher designing interfaces for multilingual users.',
    ALUMNUS),
  member('gsilva', ['Gabriel', 'Silva'], [['Project Lead', 'Image Transitions']],
    'I am a PhD student in psychology studying how the transition from one image to the next ' +
    'affects what we remember of each. I lead Image Transitions and its rapid-display ' +
    'experiments.'),
  member('abello', ['Aisha', 'Bello'], [['Research Assistant', 'Image Transitions']],
    'I am a fourth-year neuroscience student and a research assistant on Image Transitions. I ' +
    'am interested in how film cuts and event boundaries shape memory.'),
  member('rfitzgerald', ['Ryan', 'Fitzgerald'], [['Co-Pilot', 'Image Transitions']],
    'I am a third-year psychology student in my second term as a co-pilot. I run the ' +
    'recognition memory sessions and help clean the response data.'),
  member('nkowalski', ['Natalia', 'Kowalski'], [['402 Student', 'Image Transitions']],
    'I am a fourth-year Cognitive Systems student doing my COGS 402 project on whether a blank ' +
    'gap or a mask between images better protects memory for the first image.'),
  member('enguyen', ['Emily', 'Nguyen'], [['Research Assistant', 'Image Transitions']],
    'I was a research assistant on Image Transitions from 2022 to 2024 and helped build its ' +
    'scene database. I am now a clinical psychology graduate student.',
    ALUMNUS),
  member('riyer', ['Ravi', 'Iyer'], [['Project Lead', 'NCIS']],
    'I am a master student in psychology leading NCIS, our project on noticing changes in ' +
    'scenes. I study why large changes go unseen when attention is elsewhere.'),
  member('erossi', ['Elena', 'Rossi'], [['Project Secondary', 'NCIS']],
    'I am a fourth-year psychology major and the NCIS secondary. I look after our eye tracker ' +
    'and am interested in where people look just before they detect a change.'),
  member('s.osei', ['Samuel', 'Osei'], [['Research Assistant (Co-Lead)', 'NCIS']],
    'I am a fourth-year Cognitive Systems student co-leading the NCIS flicker study. I am ' +
    'interested in how scene meaning guides attention to changes.'),
  member('mpatel', ['Maya', 'Patel'], [['Co-Pilot', 'NCIS']],
    'I am a second-year biology student exploring psychology as a co-pilot. I help prepare ' +
    'change detection stimuli and run participants.'),
  member('cwalsh', ['Connor', 'Walsh'], [['Volunteer', 'NCIS']],
    'I am a third-year psychology student volunteering on NCIS after a term as a co-pilot. I am ' +
    'interested in change blindness in driving scenes.'),
  member('jbecker', ['Julia', 'Becker'], [['Project Secondary', 'NCIS']],
    'I was the NCIS secondary until I graduated with a psychology degree in 2024. I now work as ' +
    'a human factors researcher studying driver attention.',
    ALUMNUS),
  member('malvarez', ['Mateo', 'Alvarez'], [['Project Secondary', 'NOVA']],
    'I am a fourth-year psychology major and the NOVA secondary. I am interested in how quickly ' +
    'people learn that an image is familiar and stop attending to it.'),
  member('lkarimi', ['Leila', 'Karimi'], [['Research Assistant', 'NOVA']],
    'I am a fourth-year Cognitive Systems student and a research assistant on NOVA. I run the ' +
    'novelty familiarity task and analyse its memory data.'),
  member('bcarter', ['Ben', 'Carter'], [['Co-Pilot', 'NOVA']],
    'I am a second-year psychology student in my first term as a co-pilot. I am curious about ' +
    'why some images stick in memory after a single viewing.'),
  member('asharma', ['Anika', 'Sharma'], [['402 Student', 'NOVA']],
    'I am a fourth-year Cognitive Systems student doing my COGS 402 project on whether novel ' +
    'images are remembered better when they appear among familiar ones.'),
  member('ogrant', ['Oliver', 'Grant'], [['Research Assistant', 'NOVA']],
    'I helped start NOVA in 2022 as a research assistant and graduated in psychology in 2024. I ' +
    'am now a research coordinator in a memory and ageing lab.',
    ALUMNUS),
  member('nschmidt', ['Noah', 'Schmidt'], [['Project Lead', 'SHIVA']],
    'I am a PhD student in psychology leading SHIVA, which studies how visual search uses the ' +
    'hierarchy of a scene, from whole layout to single objects.'),
  member('akrishnan', ['Ananya', 'Krishnan'], [['Project Secondary', 'SHIVA']],
    'I am a fourth-year psychology and computer science student and the SHIVA secondary. I ' +
    'build the search displays and am interested in eye movements during search.'),
  member('tmorrison', ['Tyler', 'Morrison'], [['Research Assistant', 'SHIVA']],
    'I am a third-year Cognitive Systems student and a research assistant on SHIVA. I analyse ' +
    'response times and search slopes in R and Python.'),
  member('srahimi', ['Sina', 'Rahimi'], [['Co-Pilot', 'SHIVA']],
    'I am a second-year psychology student and a co-pilot on SHIVA. I run participants and am ' +
    'learning how to design search experiments.'),
  member('claurent', ['Camille', 'Laurent'], [['Volunteer', 'SHIVA']],
    'I am a third-year cognitive science student volunteering on SHIVA. I am interested in how ' +
    'experts such as radiologists search complex images.'),
  member('vadeyemi', ['Victoria', 'Adeyemi'], [['Project Lead', 'SHIVA']],
    'I led SHIVA from 2021 to 2024 while finishing my master degree in psychology. I am now a ' +
    'PhD student studying attention in real-world search tasks.',
    ALUMNUS),
];
