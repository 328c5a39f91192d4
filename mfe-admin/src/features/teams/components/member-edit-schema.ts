import * as Yup from 'yup';
import type { Member } from 'shared-ui';
import type { TeamUpdateBody } from '../api/teams';
import { TEAM_POSITIONS, TEAM_PROJECTS } from '../../../config/team-options';

/** What the edit panel changes: the member's first position (the one the list shows) and the alumni flag. */
export interface MemberEditValues {
  position: string;
  project: string;
  isAlumni: boolean;
}

/** Required, and one of `options` (an empty value reports only that it is required). */
const listed = (options: string[], required: string, unknown: string) =>
  Yup.string()
    .required(required)
    .test('listed', unknown, (value) => !value || options.includes(value));

export const memberEditSchema: Yup.ObjectSchema<MemberEditValues> = Yup.object({
  position: listed(TEAM_POSITIONS, 'Position is required', 'Choose a position from the list'),
  project: listed(TEAM_PROJECTS, 'Project is required', 'Choose a project from the list'),
  isAlumni: Yup.boolean().required(),
});

/** The list's spelling of a stored value, so the select shows it even if its case differs. */
const canonical = (value: string, options: string[]) =>
  options.find((option) => option.toLowerCase() === value.trim().toLowerCase()) ?? value;

export function memberEditValues(member: Member): MemberEditValues {
  const first = member.positions[0];
  return {
    position: first ? canonical(first.position, TEAM_POSITIONS) : '',
    project: first ? canonical(first.project, TEAM_PROJECTS) : '',
    isAlumni: member.isAlumni,
  };
}

/**
 * PUT /api/teams takes the whole member; only that entry and the alumni flag change. Positions are
 * the API's values: the others as the API answered them, the edited one from the lists the schema
 * above holds it to, which are the API's (config/team-options.ts).
 */
export function updatedMember(member: Member, values: MemberEditValues): TeamUpdateBody {
  const positions = [{ position: values.position, project: values.project }, ...member.positions.slice(1)];
  return { ...member, positions: positions as TeamUpdateBody['positions'], isAlumni: values.isAlumni };
}

export const fullName = (member: Member) => `${member.name.firstname} ${member.name.lastname}`;
