import { followSystemColorMode } from './features/color-mode/utils/follow-system-color-mode';
import { startFirstRemote } from './features/remotes/utils/start-first-remote';

// Before any stylesheet arrives (they all load with the bootstrap chunk below), so the first
// styled paint is already in the visitor's colour mode. A file of our own, not an inline script:
// the API's CSP allows scripts from 'self' only.
followSystemColorMode(document.documentElement, (query) => window.matchMedia(query));

// Once this file has run, not while it runs: loading a chunk creates an Error, and while DevTools
// watches the page (Lighthouse, the browser tests, the bench) Chromium records that Error's whole
// stack, for which V8 parses every function on it again. Here that would be this whole file twice,
// its wrapper and its top level: 70 ms on the bench's phone (decision 0046).
queueMicrotask(() => {
  startFirstRemote(document);
  // An async boundary, so that module federation can agree on shared modules before any run. Its
  // chunks are preloaded by the page (config/preload-start-chunks.cjs looks them up by this name).
  import(/* webpackChunkName: "bootstrap" */ './bootstrap');
});
