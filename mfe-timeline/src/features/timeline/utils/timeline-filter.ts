/**
 * The timeline filter of spec section 3: a keyword, a date range (`initial`, `target`: the date
 * inputs' YYYY-MM-DD, '' when unset) and the chosen projects, categories and authors.
 */
export interface TimelineFilter {
  keyword: string;
  initial: string;
  target: string;
  project: string[];
  category: string[];
  author: string[];
}

export const EMPTY_FILTER: TimelineFilter = { keyword: '', initial: '', target: '', project: [], category: [], author: [] };

export function isFilterActive(filter: TimelineFilter): boolean {
  return Boolean(
    filter.keyword.trim() || filter.initial || filter.target || filter.project.length || filter.category.length || filter.author.length,
  );
}

/**
 * How many of the filters under the Filters button are set: each date bound and each chosen
 * project, category and author. The keyword box stays in sight, so it is not counted.
 */
export function activeFilterCount(filter: TimelineFilter): number {
  return Number(Boolean(filter.initial)) + Number(Boolean(filter.target)) + filter.project.length + filter.category.length + filter.author.length;
}
