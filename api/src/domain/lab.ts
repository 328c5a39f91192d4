/**
 * The lab's identity as the API uses it (feeds, sitemap, page titles). The site's own copy is
 * shared-ui's `LAB`; contract.test.ts holds the two equal.
 */
export const LAB = {
  name: 'Visual Cognition Lab',
  university: 'University of British Columbia',
} as const;

/** What search results and link previews say of the site when a page has nothing better. */
export const LAB_DESCRIPTION = `The ${LAB.name} at the ${LAB.university}: vision-science research run by students, its projects, people and publications.`;
