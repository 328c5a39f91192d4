// Stylesheets are the browser's: a server build imports them for nothing.
module.exports = function emptyModule() {
  return '';
};
