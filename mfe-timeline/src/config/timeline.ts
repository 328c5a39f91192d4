import type { RequestBody } from 'shared-ui';

/** Entries per timeline page (spec section 9). */
export const TIMELINE_PAGE_SIZE = 5;

type Entry = RequestBody<'post', '/api/snapshots'>;
type Project = Entry['project'];
type Category = Entry['categories'][number];

// The timeline form's projects and categories (spec section 5), as the form spells and orders them.
// The API's schema is the source of the values it takes; Records, so that the compiler holds these
// to the types generated from its document: a value added there and not here, or the other way
// round, does not build.
const PROJECTS: Record<Project, true> = {
  'Coding Team': true,
  Correlation: true,
  IDEO: true,
  'Image Transitions': true,
  NCIS: true,
  SHIVA: true,
  NOVA: true,
};

const CATEGORIES: Record<Category, true> = {
  Workshops: true,
  Conditions: true,
  Meetings: true,
  'Guest Speaker': true,
  Hiring: true,
  Resources: true,
  Progress: true,
  'Dev/Code': true,
  Analysis: true,
  Other: true,
};

export const TIMELINE_PROJECTS = Object.keys(PROJECTS) as Project[];

export const TIMELINE_CATEGORIES = Object.keys(CATEGORIES) as Category[];
