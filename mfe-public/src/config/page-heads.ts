import { LAB } from 'shared-ui/constants';
import type { PageHead } from 'shared-ui/route-manifest';

/**
 * The title and description of each public page: the page sets them once it has loaded, and the
 * route manifest publishes them, so the API writes the same into the page's first HTML for
 * crawlers and link previews.
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
} as const satisfies Record<string, Required<Pick<PageHead, 'title' | 'description'>>>;
