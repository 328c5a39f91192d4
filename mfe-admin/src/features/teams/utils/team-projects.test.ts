import { PROJECT_NAMES } from 'shared-ui';
import { teamProjects } from './team-projects';

describe('teamProjects', () => {
  it("lists each project of the user's positions once, in order", () => {
    expect(
      teamProjects([
        { position: 'Project Lead', project: 'NOVA' },
        { position: 'Co-Pilot', project: 'SHIVA' },
        { position: 'Volunteer', project: 'nova' },
      ]),
    ).toEqual(['NOVA', 'SHIVA']);
  });

  it('gives every project to a user without positions', () => {
    expect(teamProjects([])).toEqual(PROJECT_NAMES);
  });
});
