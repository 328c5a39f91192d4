/** Position rank, highest first (spec section 6); team lists sort by it. */
export const POSITION_RANK = [
  'Principal Investigator',
  'Lab Secondary',
  'Project Lead',
  'Coding Team Lead',
  'Lab Manager',
  'Assistant Lab Manager',
  'Social Coordinator',
  'Workshop Coordinator',
  'Project Manager',
  'Lead Developer',
  'Project Secondary',
  'Research Assistant (Co-Lead)',
  'Research Assistant',
  'Co-Pilot',
  'Volunteer',
  '402 Student',
] as const;

/** Sign-up token keys (the raw option values of the sign-up form) and the position each grants. */
export const SIGNUP_POSITIONS = {
  'project-lead': 'Project Lead',
  'project-secondary': 'Project Secondary',
  'research-assistant': 'Research Assistant',
  'co-pilot': 'Co-Pilot',
  volunteer: 'Volunteer',
} as const;

export type TokenKey = keyof typeof SIGNUP_POSITIONS;
export const TOKEN_KEYS = Object.keys(SIGNUP_POSITIONS) as TokenKey[];
