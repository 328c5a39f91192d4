import { positionTitle, TEAM_POSITIONS, TEAM_PROJECTS } from './team-options';

describe('team options', () => {
  it('spells positions as the API stores them', () => {
    expect(positionTitle('research assistant (co-lead)')).toBe('Research Assistant (Co-Lead)');
    expect(positionTitle('co-pilot')).toBe('Co-Pilot');
    expect(positionTitle('402 student')).toBe('402 Student');
    expect(TEAM_POSITIONS.slice(0, 3)).toEqual(['Principal Investigator', 'Lab Secondary', 'Project Lead']);
    expect(TEAM_POSITIONS).toHaveLength(16);
  });

  it('offers the seven projects and Management', () => {
    expect(TEAM_PROJECTS).toEqual(['Coding Team', 'Correlation', 'Ideo', 'Image Transitions', 'NCIS', 'NOVA', 'SHIVA', 'Management']);
  });
});
