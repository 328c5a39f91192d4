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
