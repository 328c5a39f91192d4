/** The People page's Management tab positions (spec section 2). */
export const MANAGEMENT_POSITIONS = [
  'Lab Manager',
  'Principal Investigator',
  'Lab Secondary',
  'Assistant Lab Manager',
  'Social Coordinator',
  'Workshop Coordinator',
] as const;
