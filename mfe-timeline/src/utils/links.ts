import { linkHref } from 'shared-ui/safe-link';

/**
 * A typed timeline hyperlink as it is stored and linked to, by the site's one rule for links
 * (shared-ui's safe-link: the API keeps only those): a bare address gets '//' (spec section 5).
 * Undefined when it is refused.
 */
export function webLink(value: string): string | undefined {
  return linkHref(value.trim());
}
