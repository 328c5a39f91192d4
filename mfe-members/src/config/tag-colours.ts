/** Tag colours of the four categories; anything else gets the default. */
export const CATEGORY_TAG_COLOURS: Record<string, string> = {
  'COGS 402': '#6f42c1',
  'Skills Workshop': '#0d6efd',
  'Skills Workshops': '#0d6efd',
  'Research Project': '#198754',
  'Career Workshop': '#fd7e14',
  'Career Workshops': '#fd7e14',
};
export const DEFAULT_TAG_COLOUR = '#6c757d';
