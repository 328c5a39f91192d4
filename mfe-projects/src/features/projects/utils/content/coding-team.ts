import frameTiming from '../../../../assets/gallery/coding-team-frame-timing.svg';
import website from '../../../../assets/gallery/coding-team-website.svg';
import trialTimeline from '../../../../assets/gallery/experiment-framework-timeline.svg';
import release from '../../../../assets/gallery/website-development-release.svg';
import { PUBLICATIONS } from 'shared-ui/publications';
import { colourOf } from './colour';
import { DISPLAY_DURATIONS_MS, DISPLAY_DURATIONS_TEXT, MASK_DURATION_MS, framesAt60Hz } from './experiment-timings';
import type { ProjectContent, ProjectSubpage } from './types';

const websiteDevelopment: ProjectSubpage = {
  name: 'Website Development',
  title: 'Website Development: the lab portal',
  summary: 'Builds and runs this website: the public pages, the members’ resource library, the timeline and team administration.',
  description: {
    first:
      'The lab website is split into independent parts (public pages, projects, members’ area, timeline and administration) that load into one shell page. Each part can be changed, tested and released on its own, so several small groups can work at once without stepping on each other.',
    second:
      'Every change goes through a branch, a review by a second team member and an automated test run that includes real browser tests, before it is released. We pay particular attention to accessibility: every page is checked with a keyboard and a screen reader.',
    emphasis: 'New members ship their first change to the live site within their first month.',
  },
  qa: [
    {
      q: 'What do I need to know before joining?',
      a: 'Some programming in any language. We teach TypeScript, React and testing in the first weeks, pairing each new member with someone who has been on the team for at least a term.',
    },
    {
      q: 'Who uses the website?',
      a: 'Prospective members reading about the projects, lab members who share workshop materials and log their progress on the timeline, and project leads who manage their teams.',
    },
  ],
  galleryList: [
    {
      img: release,
      title: 'From a change to the live site',
      description: 'Every change is written on its own branch, reviewed by a second team member, checked by the automated tests and then released.',
      cardType: 'wide',
    },
  ],
};

const experimentFramework: ProjectSubpage = {
  name: 'Experiment Framework',
  title: 'Experiment Framework: precise studies in the browser',
  summary: 'A framework that presents stimuli with frame-accurate timing and records responses, in the lab or online.',
  description: {
    first: `The framework turns a study design into a program that runs in any modern browser. Researchers describe trials as data: which images, in which order, for how long. Our rapid-display studies show an image for ${DISPLAY_DURATIONS_TEXT}, followed by a ${MASK_DURATION_MS} ms mask; the framework schedules these as whole screen frames (${DISPLAY_DURATIONS_MS.map(framesAt60Hz).join(', ')} and ${framesAt60Hz(MASK_DURATION_MS)} frames at 60 Hz) rather than trusting timers.`,
    second:
      'Each session logs the requested and the measured duration of every display, along with response keys and times, so analysts can exclude trials whose timing went wrong. A photodiode test suite checks the timing on every browser and screen we use before a study starts.',
    emphasis: 'A 100 ms display that actually lasts 117 ms changes results: we measure, not assume.',
  },
  qa: [
    {
      q: 'Why not use an existing experiment library?',
      a: 'We use several of them for parts of the work. The framework adds what our studies share: scene-image preloading, frame-based scheduling, our consent and debriefing pages, and data export in the format our analysis scripts read.',
    },
    {
      q: 'Can it run studies online?',
      a: 'Yes. Online sessions check the screen’s refresh rate first and record any dropped frames, so online and in-lab data can be compared trial by trial.',
    },
  ],
  galleryList: [
    {
      img: trialTimeline,
      title: 'A trial, frame by frame',
      description: `A trial as the framework schedules it on a 60 Hz screen: fixation, the image for ${DISPLAY_DURATIONS_TEXT}, a ${MASK_DURATION_MS} ms mask, then the response.`,
      cardType: 'wide',
    },
  ],
};

export const codingTeam: ProjectContent = {
  name: 'Coding Team',
  colour: colourOf('Coding Team'),
  title: 'Coding Team: the software behind our studies',
  description: {
    first:
      'The Coding Team writes and maintains the software the lab depends on: this website, with its resource library and timeline, and an experiment framework that presents stimuli and records responses with precise timing.',
    second:
      'Members work in small groups with code review, automated tests and regular releases. Researchers bring the questions; the team turns each study design into a reliable program that participants can run from any modern browser.',
    emphasis: 'Good science needs good tools: every study in the lab runs on code written here.',
  },
  qa: [
    {
      q: 'Do I need to be a computer science student?',
      a: 'No. About half of the team study psychology or cognitive systems. What matters is some programming experience and an interest in building tools that other people rely on.',
    },
    {
      q: 'How is the work organised?',
      a: 'In two streams, Website Development and the Experiment Framework, each with a weekly planning meeting. Every change is reviewed by another member before it is released.',
    },
    {
      q: 'What will I learn?',
      a: 'TypeScript and React, writing tests, reviewing code, and the particular craft of timing-critical software for experiments.',
    },
  ],
  publications: PUBLICATIONS['Coding Team'],
  galleryList: [
    {
      img: website,
      title: 'How the lab website is built',
      description:
        'The shell page loads five independently released parts at run time; all of them share one component library and call one API.',
      cardType: 'standard',
    },
    {
      img: frameTiming,
      title: 'Display timing measured with a photodiode',
      description:
        'The difference between requested and measured display durations, in frames of a 60 Hz screen: 60% of displays are exact and 91% are within one frame.',
      cardType: 'standard',
    },
  ],
  testimonials: [
    {
      name: 'Fatima A.',
      position: 'Volunteer',
      description:
        'My first pull request was a one-line fix to the timeline page, and the review taught me more than a whole course. Now I own the resources page.',
      cardType: 'standard',
    },
    {
      name: 'Kenji W.',
      position: 'Research Assistant',
      description:
        'Working between the researchers and the code means I understand both the experiment and the data it produces. That combination is rare and valuable.',
      cardType: 'standard',
    },
  ],
  pastProjects: [
    {
      title: 'First experiment framework (2021–2023)',
      description: 'The original framework, built for the NCIS flicker study; its timing tests and data format live on in the current version.',
    },
    {
      title: 'Lab website, first edition (2020)',
      description: 'A single-page site that put the projects and the application process online for the first time.',
    },
  ],
  joinTeam: {
    whatWeDo: [
      'Build features for the lab website and the experiment framework.',
      'Review each other’s code and write tests for everything we release.',
      'Work with project leads to turn study designs into running experiments.',
      'Measure and document display timing on the lab’s computers and screens.',
    ],
  },
  subpages: [websiteDevelopment, experimentFramework],
};
