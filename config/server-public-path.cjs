// First module of a remote's server container: its asset URLs (pictures) are the browser's, so
// that the page the server draws names the same files the browser's first render does. The
// render process says where the browser loads each remote from (the folder of its entry).
/* global __LAB_FEDERATION_NAME__ */
__webpack_public_path__ = (globalThis.__LAB_PUBLIC_PATHS__ || {})[__LAB_FEDERATION_NAME__] || '/';
