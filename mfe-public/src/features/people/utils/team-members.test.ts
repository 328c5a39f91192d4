import { member } from '../../../testing/member';
import { teamMembers } from './team-members';

describe('teamMembers', () => {
  const members = [
    member('Ann Young', [['Research Assistant', 'NOVA']]),
    member('Ben Old', [['Project Lead', 'nova']], true),
    member('Cy Adams', [['Research Assistant', 'NOVA']]),
    member('Dee Lead', [['Co-Pilot', 'SHIVA'], ['Project Lead', 'NOVA']]),
    member('Eve Other', [['Project Lead', 'SHIVA']]),
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
      member('Lee Manager', [['lab manager', 'management']]),
      member('Pat Chief', [['Principal Investigator', 'Management']]),
      member('Sam Stray', [['Co-Pilot', 'Management']]),
      member('Ray Elsewhere', [['Lab Manager', 'NOVA']]),
    ];
    expect(teamMembers(lab, 'Management').current.map((m) => m.name.firstname)).toEqual(['Pat', 'Lee']);
  });
});
