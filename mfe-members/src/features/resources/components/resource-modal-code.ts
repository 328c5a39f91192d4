/**
 * The Add and Edit Resource dialogs' code, with their forms (Formik, Yup, the dialogs): nothing a
 * resource page needs to be drawn or hydrated. Fetched when a member reaches for a button that
 * opens one (pointer, touch or focus), or when one opens.
 */
export const loadAddResourceModal = () => import('./AddResourceModal');
export const loadEditResourceModal = () => import('./EditResourceModal');
