/**
 * The lab's identity as the API uses it (feeds, sitemap, page titles). The site's own copy is
 * shared-ui's `LAB`; contract.test.ts holds the two equal.
 */
export const LAB = {
  name: 'Visual Cognition Lab',
  university: 'University of British Columbia',
} as const;

