// An SVG file as a `data:` URL for an attribute: percent-encoded only where a URL or the
// attribute's double quotes need it, so it stays about the size of the file (base64 adds a third).
const fs = require('node:fs');

/** @param {string} file */
function svgDataUri(file) {
  const svg = fs.readFileSync(file, 'utf8').trim().replace(/\s+/g, ' ').replaceAll('"', "'");
  return `data:image/svg+xml,${svg.replace(/[%#<>{}\n?&]/g, encodeURIComponent)}`;
}

module.exports = { svgDataUri };
