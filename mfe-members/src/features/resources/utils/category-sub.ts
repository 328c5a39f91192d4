import { RESOURCE_CATEGORIES } from '../../../config/resources';

/** The sub-categories of a main category; none for COGS 402, Research Project and unknown ones. */
export function subCategoriesOf(main: string): readonly string[] {
  return RESOURCE_CATEGORIES.find((category) => category.main === main)?.sub ?? [];
}

/**
 * Spec section 4: choosing a category in the edit form sets its sub-category, the first topic for
 * Career Workshops and Skills Workshops, the current year as text for any other category.
 */
export function subCategoryFor(main: string, today: Date = new Date()): string {
  return subCategoriesOf(main)[0] ?? String(today.getFullYear());
}
