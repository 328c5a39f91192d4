import { member } from 'shared-ui/testing';
import { memberEditSchema, memberEditValues, updatedMember } from './member-edit-schema';

const ADA = member('m1', 'Ada Lovelace', [
  { position: 'co-pilot', project: 'nova' },
  { position: 'Volunteer', project: 'SHIVA' },
]);

describe('member edit', () => {
  it("starts from the first position, spelled as the lists spell it, and the alumni flag", () => {
    expect(memberEditValues(ADA)).toEqual({ position: 'Co-Pilot', project: 'NOVA', isAlumni: false });
    expect(memberEditValues(member('m2', 'No Body', [], true))).toEqual({ position: '', project: '', isAlumni: true });
  });

  it('changes only the first position and the alumni flag', () => {
    expect(updatedMember(ADA, { position: 'Research Assistant', project: 'Ideo', isAlumni: true })).toEqual({
      ...ADA,
      positions: [
        { position: 'Research Assistant', project: 'Ideo' },
        { position: 'Volunteer', project: 'SHIVA' },
      ],
      isAlumni: true,
    });
  });

  it('needs a listed position and project', async () => {
    await expect(memberEditSchema.validate({ position: '', project: 'NOVA', isAlumni: false })).rejects.toThrow('Position is required');
    await expect(memberEditSchema.validate({ position: 'Co-Pilot', project: 'Mars', isAlumni: false })).rejects.toThrow(
      'Choose a project from the list',
    );
  });
});
