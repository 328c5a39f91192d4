import type { RequestBody } from 'shared-ui';

type Category = RequestBody<'post', '/api/resources'>['category'];
type Main = Category['main'];
/** The sub-categories the API names for `M`; none for the categories whose sub-category is free text. */
type Topic<M extends Main> = Exclude<Extract<Category, { main: M }>['sub'], ''>;

// Resource categories and their sub-categories (spec section 3), in the forms' order. The API's
// schema is the source of the values it takes; Records, so that the compiler holds these to the
// types generated from its document: a value added there and not here, or the other way round,
// does not build.
const CATEGORIES: { [M in Main]: Record<Topic<M>, true> } = {
  'COGS 402': {},
  'Skills Workshops': { Coding: true, Storytelling: true, 'Data Science': true, 'Presentation Skills': true, Diversity: true },
  'Research Project': {},
  'Career Workshops': { 'Management Skills': true, 'Interview Skills': true, 'Resume Building': true, Networking: true, 'Grad School': true },
};

export const RESOURCE_CATEGORIES = Object.entries(CATEGORIES).map(([main, topics]) => ({ main: main as Main, sub: Object.keys(topics) }));
