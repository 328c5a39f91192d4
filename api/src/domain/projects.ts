/** The lab's seven projects, as the site names them. */
export const PROJECTS = [
  'Coding Team',
  'Correlation',
  'Ideo',
  'Image Transitions',
  'NCIS',
  'NOVA',
  'SHIVA',
] as const;

/** Lab-wide roles (People page, Management tab) belong to this pseudo-project. */
export const MANAGEMENT = 'Management';

/** Projects a member's position may name. */
export const POSITION_PROJECTS = [...PROJECTS, MANAGEMENT] as const;

/** The timeline form's own project list (spec section 5), spelled as the form spells it. */
export const TIMELINE_PROJECTS = [
  'Coding Team',
  'Correlation',
  'IDEO',
  'Image Transitions',
  'NCIS',
  'SHIVA',
  'NOVA',
] as const;

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
