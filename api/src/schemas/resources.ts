import { Type } from 'typebox';
import { RESOURCE_CATEGORIES } from '../domain/resource-categories.js';
import { OneOf, Required, WebLink } from './common.js';

const workshop = (main: string) =>
  Type.Object(
    { main: Type.Literal(main), sub: Type.Union([Type.Literal(''), OneOf(RESOURCE_CATEGORIES[main]!)]) },
    { additionalProperties: false },
  );

/**
 * A main category and its sub-category: a workshop's sub is one of its topics; for the others
 * the edit form sets the year as text. The add form sends an empty sub.
 */
export const CategorySchema = Type.Union([
  workshop('Skills Workshops'),
  workshop('Career Workshops'),
  Type.Object(
    { main: OneOf(['COGS 402', 'Research Project']), sub: Type.String({ pattern: '^(\\d{4})?$' }) },
    { additionalProperties: false },
  ),
]);

export const ResourceSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  category: Type.Object({ main: Type.String(), sub: Type.String() }),
  author: Type.String(),
  createdAt: Type.String(),
  resource_link: Type.String(),
});

const fields = {
  title: Required(200),
  description: Type.String({ maxLength: 5000 }),
  category: CategorySchema,
  author: Required(200),
  resource_link: WebLink,
};

export const ResourceCreateBody = Type.Object(
  { ...fields, description: Type.Optional(fields.description) },
  { additionalProperties: false },
);

export const ResourceUpdateBody = Type.Partial(Type.Object(fields), {
  additionalProperties: false,
  minProperties: 1,
});

export const ResourceFiltersReply = Type.Object({
  data: Type.Object({ date: Type.Array(Type.String()), category: Type.Array(Type.String()) }),
});
