import { LAB, LAB_DESCRIPTION } from './lab.js';
import { PROJECTS } from './projects.js';

export interface PageHead {
  /** The page's own title; the tab shows "<title> | <lab name>" (the home page: the name alone). */
  title: string;
  description: string;
}

/**
 * The public pages search engines may list, with the title and description crawlers and link
 * previews get before any script runs (the pages set the same ones once they load).
 */
export const PUBLIC_PAGES: Readonly<Record<string, PageHead>> = {
  '/': { title: '', description: LAB_DESCRIPTION },
  '/about': { title: 'About the Lab', description: `What the ${LAB.name} studies, what it values and what its members do.` },
  '/contact': { title: 'Contact', description: `Telephone, fax, e-mail, address and office hours of the ${LAB.name}.` },
  '/join': {
    title: 'Join the Lab',
    description: 'Everyone starts as a Co-Pilot: how to apply with a resume, your relevant courses and the projects that interest you.',
  },
  '/team': { title: 'Our Team', description: `The members of the ${LAB.name}, project by project.` },
  '/get_involved': {
    title: 'Get Involved',
    description: 'The roles of the lab, from Co-Pilot and Volunteer to Directed Studies and Research Assistant, and how to apply.',
  },
  '/publications': { title: 'Publications', description: `Publications of the ${LAB.name}'s projects, with citations and links.` },
  '/People': { title: 'People', description: 'The lab management and the members and alumni of every project.' },
  '/Affiliations': { title: 'Affiliations', description: 'Labs and programs the lab knows and works alongside, on campus and beyond.' },
  '/lab_highlights': { title: 'Lab Highlights', description: `News from the ${LAB.name}: talks, papers, grants and events.` },
  '/projects': { title: 'Projects', description: `The seven research projects of the ${LAB.name}.` },
  '/projects/overview': { title: 'All Projects', description: `An overview of the ${LAB.name}'s seven projects and what each studies.` },
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
