import { Type, type Static } from 'typebox';
import { POSITION_RANK } from '../domain/positions.js';
import { POSITION_PROJECTS } from '../domain/projects.js';
import { OneOf } from './common.js';

export const PositionSchema = Type.Object(
  { position: OneOf(POSITION_RANK), project: OneOf(POSITION_PROJECTS) },
  { additionalProperties: false },
);

export const MemberSchema = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  name: Type.Object({ firstname: Type.String(), lastname: Type.String() }),
  email: Type.Optional(Type.String()),
  blurb: Type.String(),
  isAlumni: Type.Boolean(),
  profilePic: Type.Union([Type.String(), Type.Null()]),
  positions: Type.Array(Type.Object({ position: Type.String(), project: Type.String() })),
});
export type Member = Static<typeof MemberSchema>;
