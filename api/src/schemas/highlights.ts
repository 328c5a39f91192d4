import { Type } from 'typebox';
import { PROJECTS } from '../domain/projects.js';
import { DateTime, OneOf, Required } from './common.js';

export const HighlightSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  project: Type.String(),
  date: Type.String(),
  description: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  author: Type.String(),
  highlights: Type.Object({
    paragraph1: Type.String(),
    paragraph2: Type.String(),
    paragraph3: Type.String(),
    paragraph4: Type.String(),
  }),
  /** When it last changed: the sitemap's lastmod. */
  updatedAt: Type.String(),
});

const paragraph = Type.String({ maxLength: 5000 });

const fields = {
  title: Required(200),
  project: OneOf(PROJECTS),
  date: DateTime,
  description: Required(1000),
  author: Required(100),
  paragraph1: Required(5000),
  paragraph2: paragraph,
  paragraph3: paragraph,
  paragraph4: paragraph,
};

/** JSON or multipart fields; a multipart request may add an `image` file. */
export const HighlightCreateBody = Type.Object(
  {
    ...fields,
    paragraph2: Type.Optional(paragraph),
    paragraph3: Type.Optional(paragraph),
    paragraph4: Type.Optional(paragraph),
  },
  { additionalProperties: false },
);

export const HighlightUpdateBody = Type.Partial(
  Type.Object({ ...fields, removeImage: Type.Boolean() }),
  { additionalProperties: false },
);
