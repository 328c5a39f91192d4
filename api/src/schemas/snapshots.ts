import { Type } from 'typebox';
import { TIMELINE_CATEGORIES, TIMELINE_PROJECTS } from '../domain/projects.js';
import { DateTime, OneOf, Required, WebLink } from './common.js';

export const SnapshotSchema = Type.Object({
  _id: Type.String(),
  author: Type.String(),
  title: Type.String(),
  project: Type.String(),
  date: Type.String(),
  descriptions: Type.Array(Type.String()),
  hyperlinks: Type.Array(Type.String()),
  contributors: Type.Array(Type.String()),
  categories: Type.Array(Type.String()),
  updatedTime: Type.String(),
});

/** What the timeline form sends; `author` is accepted but the server records the session's user. */
export const SnapshotBody = Type.Object(
  {
    author: Type.Optional(Type.String({ maxLength: 100 })),
    title: Required(200),
    project: OneOf(TIMELINE_PROJECTS),
    categories: Type.Array(OneOf(TIMELINE_CATEGORIES), { minItems: 1, maxItems: 10, uniqueItems: true }),
    descriptions: Type.Array(Required(5000), { minItems: 1, maxItems: 20 }),
    hyperlinks: Type.Array(WebLink, { maxItems: 20, default: [] }),
    contributors: Type.Array(Required(100), { maxItems: 50, default: [] }),
    date: DateTime,
  },
  { additionalProperties: false },
);

export const SnapshotFiltersReply = Type.Object({
  filters: Type.Object({
    author: Type.Array(Type.String()),
    project: Type.Array(Type.String()),
    categories: Type.Array(Type.String()),
  }),
});
