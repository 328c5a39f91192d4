import { member } from 'shared-ui/testing';
import { teamMembers } from './team-members';

describe('teamMembers', () => {
  const members = [
    member('ann-young', 'Ann Young', [{ position: 'Research Assistant', project: 'NOVA' }]),
    member('ben-old', 'Ben Old', [{ position: 'Project Lead', project: 'nova' }], true),
    member('cy-adams', 'Cy Adams', [{ position: 'Research Assistant', project: 'NOVA' }]),
    member('dee-lead', 'Dee Lead', [{ position: 'Co-Pilot', project: 'SHIVA' }, { position: 'Project Lead', project: 'NOVA' }]),
    member('eve-other', 'Eve Other', [{ position: 'Project Lead', project: 'SHIVA' }]),
  ];

  it('keeps the project members (any case), by rank then last name, alumni apart', () => {
    const { current, alumni } = teamMembers(members, 'NOVA');
    expect(current.map((m) => m.name.firstname)).toEqual(['Dee', 'Cy', 'Ann']);
    expect(alumni.map((m) => m.name.firstname)).toEqual(['Ben']);
  });

  it('ranks a member by the position held in that project', () => {
    expect(teamMembers(members, 'SHIVA').current.map((m) => m.name.firstname)).toEqual(['Eve', 'Dee']);
  });

  it('keeps to the six management positions in Management (any case), leaving other positions filed there out', () => {
    const lab = [
      member('lee-manager', 'Lee Manager', [{ position: 'lab manager', project: 'management' }]),
      member('pat-chief', 'Pat Chief', [{ position: 'Principal Investigator', project: 'Management' }]),
      member('sam-stray', 'Sam Stray', [{ position: 'Co-Pilot', project: 'Management' }]),
      member('ray-elsewhere', 'Ray Elsewhere', [{ position: 'Lab Manager', project: 'NOVA' }]),
    ];
    expect(teamMembers(lab, 'Management').current.map((m) => m.name.firstname)).toEqual(['Pat', 'Lee']);
  });
});
