import { isSafeLink } from 'shared-ui/safe-link';
import { resourceHref } from './resource-link';

/**
 * Whether a typed resource link is a web address (the Add Resource form's URL check): one the
 * site keeps (shared-ui's safe-link, the API's rule too), whose host also looks like one (a dot,
 * or localhost), so a word is not taken for an address.
 */
export function isWebUrl(value: string | undefined): boolean {
  const link = (value ?? '').trim();
  if (!isSafeLink(link)) return false;
  let url: URL;
  try {
    url = new URL(resourceHref(link) ?? '');
  } catch {
    return false;
  }
  return url.hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(url.hostname);
}
