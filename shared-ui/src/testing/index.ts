// Helpers for the packages' Jest tests; a separate entry, so no app bundle ever includes them.
// The data factories are here when two packages build the same data.
export { logIn, logOut, recordCommands } from './bus';
export { file, highlight, member } from './factories';
export { firstRequest, replyWith } from './fetch-replies';
export { renderAt } from './render-at';
export { setWindowWidth } from './window-width';
export { themeStylesheet } from './stylesheets';
export { hydrateServerMarkup, type Hydrated } from './server-markup';
export { drawOnServer } from './server-render';
export { examplePaths, expectEveryPathDrawn, manifestErrors } from './route-manifest-checks';
