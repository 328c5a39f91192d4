// Helpers for the packages' Jest tests; a separate entry, so no app bundle ever includes them.
export { renderAt } from './render-at';
export { setWindowWidth } from './window-width';
export { examplePaths, expectEveryPathDrawn, manifestErrors } from './route-manifest-checks';
