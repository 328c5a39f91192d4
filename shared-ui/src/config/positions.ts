/** Position rank, highest first (spec section 6). */
export const POSITION_RANK = [
  'principal investigator',
  'lab secondary',
  'project lead',
  'coding team lead',
  'lab manager',
  'assistant lab manager',
  'social coordinator',
  'workshop coordinator',
  'project manager',
  'lead developer',
  'project secondary',
  'research assistant (co-lead)',
  'research assistant',
  'co-pilot',
  'volunteer',
  '402 student',
] as const;

/** The sign-up form's positions: option value (the tokenKey) and label. */
export const SIGNUP_POSITIONS = [
  { value: 'project-lead', label: 'Project Lead' },
  { value: 'project-secondary', label: 'Project Secondary' },
  { value: 'research-assistant', label: 'Research Assistant' },
  { value: 'co-pilot', label: 'Co-pilot' },
  { value: 'volunteer', label: 'Volunteer' },
] as const;
