const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * An operation's id, made from its method and path so that every operation has one and no two
 * share it: `GET /api/users/{username}/avatar` → `getUsersByUsernameAvatar`. The `/api` prefix,
 * common to nearly all, is left out; a parameter reads as `By` and its name.
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url.replace(/^\/api(?=\/|$)/, '').split('/').filter(Boolean);
  const parts = segments.flatMap((segment) => {
    const parameter = /^\{(.+)\}$/.exec(segment) ?? /^:(.+)$/.exec(segment);
    return parameter ? ['By', ...words(parameter[1]!).map(capitalized)] : words(segment).map(capitalized);
  });
  return method.toLowerCase() + parts.join('');
}
