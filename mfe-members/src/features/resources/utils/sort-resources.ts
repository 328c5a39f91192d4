import type { Resource } from '../api/resources';

export type ResourceOrder = 'newest' | 'oldest';

/** The resources by creation date: 'newest' is the spec's New to Old, 'oldest' Old to New. */
export function sortResources(resources: Resource[], order: ResourceOrder): Resource[] {
  const sign = order === 'newest' ? -1 : 1;
  return [...resources].sort((a, b) => sign * (Date.parse(a.createdAt) - Date.parse(b.createdAt)));
}
