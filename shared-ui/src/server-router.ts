// The router of a page drawn on the server, for the shell's server build only: not shared, and
// never in a browser bundle. It is the same react-router module as shared-ui/router's in that build.
export { StaticRouter } from 'react-router-dom';
