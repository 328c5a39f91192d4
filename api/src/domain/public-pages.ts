import { LAB } from './lab.js';
import { PROJECTS } from './projects.js';

export interface PageHead {
  /** The page's own title; the tab shows "<title> | <lab name>" (the home page: the name alone). */
  title: string;
  description: string;
}

/**
 * The public pages search engines may list, with the title and description crawlers and link
 * previews get before any script runs. The pages set shared-ui's PAGE_HEADS once they load;
 * contract.test.ts holds the two equal, so nothing changes under a visitor or a crawler that runs scripts.
 */
export const PUBLIC_PAGES: Readonly<Record<string, PageHead>> = {
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
};

/** Pages only members (or admins) can open: a visitor without a session, as every crawler is, is told not to index them. */
export const MEMBER_PAGES = ['/resources', '/timeline', '/editprofile', '/edit_teams', '/admin'] as const;

export function isMemberPage(pathname: string): boolean {
  return MEMBER_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

export function projectPagePath(name: string): string {
  return `/projects/${encodeURIComponent(name)}`;
}

/** The head of a project page, by the name in its path (any case, as the site accepts it). */
export function projectPageHead(slug: string): { path: string; head: PageHead } | undefined {
  let wanted: string;
  try {
    wanted = decodeURIComponent(slug).trim().toLowerCase();
  } catch {
    return undefined;
  }
  const name = PROJECTS.find((project) => project.toLowerCase() === wanted);
  if (!name) return undefined;
  return {
    path: projectPagePath(name),
    head: { title: name, description: `${name}, a research project of the ${LAB.name}: its overview, team, publications and how to join.` },
  };
}
