import { followSystemColorMode } from './features/color-mode/utils/follow-system-color-mode';
import { startFirstRemote } from './features/remotes/utils/start-first-remote';

// Before any stylesheet arrives (they all load with the bootstrap chunk below), so the first
// styled paint is already in the visitor's colour mode. A file of our own, not an inline script:
// the API's CSP allows scripts from 'self' only.
followSystemColorMode(document.documentElement, (query) => window.matchMedia(query));

startFirstRemote(document);

// An async boundary, so that module federation can agree on shared modules before any run. Its
// chunks are preloaded by the page (config/preload-start-chunks.cjs looks them up by this name).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
