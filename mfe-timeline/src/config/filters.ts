import type { Reply } from 'shared-ui';

/** Spec section 9: a filter's dropdown menu is at most 224 px tall, and scrolls beyond. */
export const FILTER_MENU_MAX_HEIGHT = 224;

/**
 * Spec section 9: the mobile filter layout starts from these lists. They stand until the lists of
 * GET /api/snapshots/filters arrive, and remain if that call fails.
 */
export const MOBILE_DEFAULT_LISTS: Reply<'get', '/api/snapshots/filters'>['filters'] = {
  project: ['Correlation', 'NOVA', 'SHIVA', 'IDEO', 'Project'],
  categories: ['Website', 'Meeting', 'Workshop'],
  author: [],
};
