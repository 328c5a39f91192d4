import { LAB } from './lab';
import type { ProjectName } from './projects';

export interface PageHead {
  /** The page's own title; the tab shows "<title> | <lab name>" (the home page: '', the name alone). */
  title: string;
  description: string;
}

/**
 * The title and description of every public page search engines may list. The API writes its own
 * copy into each page's first HTML for crawlers and link previews, before any script runs;
 * api/src/contract.test.ts holds the two equal, so the description does not change once the page loads.
 */
export const PAGE_HEADS = {
  '/': {
    title: '',
    description: `The ${LAB.name} at the ${LAB.university}: student-powered research on perception, attention and memory. Meet our seven projects and join us.`,
  },
  '/about': {
    title: 'About the Lab',
    description: `What the ${LAB.name} studies, the values it works by and its responsibilities to participants, students and science.`,
  },
  '/contact': {
    title: 'Contact',
    description: `How to reach the ${LAB.name}: phone, fax, e-mail, our address at the ${LAB.university} and our hours.`,
  },
  '/join': {
    title: 'Join the Lab',
    description: `How to join the ${LAB.name} as a Co-Pilot: e-mail us your resume, relevant courses and the projects that interest you.`,
  },
  '/team': { title: 'Our Team', description: `The current members of the ${LAB.name}, project by project.` },
  '/get_involved': {
    title: 'Get Involved',
    description: 'How students join the lab: from Co-Pilot to Research Assistant, what each role asks of you, and how to apply.',
  },
  '/publications': {
    title: 'Publications',
    description: "Papers from the lab's seven projects, with full citations: filter by project and year.",
  },
  '/People': {
    title: 'People',
    description: `The people of the ${LAB.name}: lab management and the members and alumni of each project.`,
  },
  '/Affiliations': {
    title: 'Affiliations',
    description: `Labs and programs the ${LAB.name} works alongside, at the ${LAB.university} and around the world.`,
  },
  '/lab_highlights': {
    title: 'Lab Highlights',
    description: `News from the ${LAB.name}: results, talks, awards and milestones from our projects.`,
  },
  '/projects': {
    title: 'Projects',
    description: "The lab's research projects: choose one to read about its questions, team, publications and how to join.",
  },
  '/projects/overview': {
    title: 'All Projects',
    description: "The lab's seven research projects at a glance: what each studies and where to read more.",
  },
} as const satisfies Record<string, PageHead>;

/** A project's page (/projects/<name>): the API writes the same head, and it has no project content of its own to quote. */
export function projectPageHead(project: ProjectName): PageHead {
  return {
    title: project,
    description: `${project}, a research project of the ${LAB.name}: its overview, team, publications and how to join.`,
  };
}
