/** The timeline form's projects and categories (spec section 5), as the form spells them. */
export const TIMELINE_PROJECTS = ['Coding Team', 'Correlation', 'IDEO', 'Image Transitions', 'NCIS', 'SHIVA', 'NOVA'] as const;

export const TIMELINE_CATEGORIES = [
  'Workshops',
  'Conditions',
  'Meetings',
  'Guest Speaker',
  'Hiring',
  'Resources',
  'Progress',
  'Dev/Code',
  'Analysis',
  'Other',
] as const;
