import type { Resource } from 'shared-ui';

/** Whether the Edit Resource modal was given a resource it can edit (its data crossed the bus). */
export function isResource(value: unknown): value is Resource {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Resource>;
  return (
    typeof candidate._id === 'string' &&
    typeof candidate.title === 'string' &&
    typeof candidate.author === 'string' &&
    typeof candidate.resource_link === 'string' &&
    typeof candidate.category?.main === 'string' &&
    typeof candidate.category.sub === 'string'
  );
}
