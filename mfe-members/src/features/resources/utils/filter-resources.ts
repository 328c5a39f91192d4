import type { Resource } from '../api/resources';

/** What the member chose in the sidebar and the search box. */
export interface ResourceFilter {
  /** Main categories, each with all of its sub-categories. */
  categories: string[];
  /** Single sub-categories of a main category. */
  subCategories: { main: string; sub: string }[];
  /** Years the resources were added in ('2025'). */
  years: string[];
  search: string;
}

export const NO_FILTER: ResourceFilter = { categories: [], subCategories: [], years: [], search: '' };

/** How many boxes of the filter list are ticked (the search box is not in that list). */
export function activeFilterCount(filter: Omit<ResourceFilter, 'search'>): number {
  return filter.categories.length + filter.subCategories.length + filter.years.length;
}

/** The year a resource was added in, as `GET /api/resources/categories` lists it (UTC). */
export function resourceYear(resource: Resource): string {
  return String(new Date(resource.createdAt).getUTCFullYear());
}

function inCategories(resource: Resource, filter: ResourceFilter): boolean {
  if (!filter.categories.length && !filter.subCategories.length) return true;
  const { main, sub } = resource.category;
  return filter.categories.includes(main) || filter.subCategories.some((choice) => choice.main === main && choice.sub === sub);
}

/** Search is case-insensitive, over the title, the author(s) and the description. */
function matchesSearch(resource: Resource, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return [resource.title, resource.author, resource.description].some((text) => text.toLowerCase().includes(wanted));
}

/**
 * The resources the filter lets through: any chosen category or sub-category (none chosen: all),
 * and any chosen year (none chosen: all), and the search text.
 */
export function filterResources(resources: Resource[], filter: ResourceFilter): Resource[] {
  return resources.filter(
    (resource) =>
      inCategories(resource, filter) &&
      (!filter.years.length || filter.years.includes(resourceYear(resource))) &&
      matchesSearch(resource, filter.search),
  );
}
