import { MANAGEMENT, POSITION_RANK, PROJECT_NAMES } from 'shared-ui';

/** 'research assistant (co-lead)' → 'Research Assistant (Co-Lead)': a position as the API spells it. */
export function positionTitle(position: string): string {
  return position.replace(/(^|[\s(-])([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase());
}

/** The positions a member may hold, highest rank first, spelled as the API stores them. */
export const TEAM_POSITIONS: string[] = POSITION_RANK.map(positionTitle);

/** The projects a position may belong to: the seven, and Management for lab-wide roles. */
export const TEAM_PROJECTS: string[] = [...PROJECT_NAMES, MANAGEMENT];
