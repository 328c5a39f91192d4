import { LAB } from 'shared-ui/constants';
import type { PageHead, PageLoader, RemoteRoute, RemoteRoutes } from 'shared-ui/route-manifest';

/**
 * The title and description of each public page: the manifest publishes them, so the API writes
 * the same into the page's first HTML for crawlers and link previews, and the page sets them.
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

/** A public page without parameters: its head, listed in the sitemap, with the reads it starts with. */
const page = (path: keyof typeof PAGE_HEADS, load: PageLoader, reads?: string[]): RemoteRoute => ({
  path,
  guard: 'public',
  head: PAGE_HEADS[path],
  sitemap: true,
  ...(reads ? { reads } : {}),
  page: load,
});

/** The same, fetched apart (its import names its chunk for its route). */
const pageApart = (...args: Parameters<typeof page>): RemoteRoute => ({ ...page(...args), lazy: true });

// Pages that bring what no other needs are fetched apart, named for their route (pageChunkName),
// so the server preloads them with the page: the highlights' dates (moment, 19 KB gzip), the Get
// Involved sections dropdown (the dropdown and Popper of shared-ui/overlays), the map of the
// affiliations, the publications' filters (shared-ui/form-controls), the People page's tabs
// (shared-ui/widgets). The others come with the remote's routes.
/** The public pages of the lab (spec section 2), and where the site's menus lead to them. */
const routes: RemoteRoutes = {
  schemaVersion: 1,
  remote: 'mfe_public',
  area: 'public pages',
  routes: [
    page('/', () => import(/* webpackMode: "eager" */ './features/home/components/HomePage').then((m) => m.HomePage)),
    page('/about', () => import(/* webpackMode: "eager" */ './features/home/components/AboutPage').then((m) => m.AboutPage)),
    page('/contact', () => import(/* webpackMode: "eager" */ './features/contact/components/ContactPage').then((m) => m.ContactPage)),
    page('/join', () => import(/* webpackMode: "eager" */ './features/join/components/JoinPage').then((m) => m.JoinPage)),
    page('/team', () => import(/* webpackMode: "eager" */ './features/people/components/TeamPage').then((m) => m.TeamPage), ['/api/members']),
    pageApart('/get_involved', () => import(/* webpackChunkName: "page-get_involved" */ './features/get-involved/components/GetInvolvedPage').then((m) => m.GetInvolvedPage)),
    // The filter lives in the address, so a filtered list is drawn filtered.
    {
      ...pageApart('/publications', () => import(/* webpackChunkName: "page-publications" */ './features/publications/components/PublicationsPage').then((m) => m.PublicationsPage)),
      query: ['project', 'year'],
    },
    pageApart('/People', () => import(/* webpackChunkName: "page-People" */ './features/people/components/PeoplePage').then((m) => m.PeoplePage), ['/api/members']),
    pageApart('/Affiliations', () => import(/* webpackChunkName: "page-Affiliations" */ './features/affiliations/components/AffiliationsPage').then((m) => m.AffiliationsPage)),
    pageApart('/lab_highlights', () => import(/* webpackChunkName: "page-lab_highlights" */ './features/highlights/components/HighlightsPage').then((m) => m.HighlightsPage), ['/api/highlights']),
    {
      path: '/lab_highlights/:highlightId',
      guard: 'public',
      record: { read: '/api/highlights/:highlightId', list: '/api/highlights' },
      sitemap: true,
      lazy: true,
      page: () => import(/* webpackChunkName: "page-lab_highlights-highlightId" */ './features/highlights/components/HighlightDetailPage').then((m) => m.HighlightDetailPage),
    },
  ],
  menus: [
    { menu: 'bar', dropdown: 'Home', label: 'Our Lab', to: '/about', order: 10 },
    { menu: 'bar', dropdown: 'Home', label: 'Related Labs', to: '/Affiliations', order: 11 },
    { menu: 'bar', dropdown: 'Home', label: 'Home', to: '/', order: 12 },
    { menu: 'bar', label: 'Get Involved', to: '/get_involved', order: 30 },
    { menu: 'bar', label: 'Highlights', to: '/lab_highlights', order: 40 },
    { menu: 'footer', label: 'Our Lab', to: '/about', order: 10 },
    { menu: 'footer', label: 'People', to: '/People', order: 30 },
    { menu: 'footer', label: 'Publications', to: '/publications', order: 40 },
    { menu: 'footer', label: 'Get Involved', to: '/get_involved', order: 50 },
    { menu: 'footer', label: 'Highlights', to: '/lab_highlights', order: 60 },
    { menu: 'footer', label: 'Contact', to: '/contact', order: 70 },
  ],
};

export default routes;
