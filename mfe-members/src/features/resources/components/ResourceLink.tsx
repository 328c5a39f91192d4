import { resourceHref } from '../utils/resource-link';

/** A resource's link, or 'Error Bad Link' (not clickable) when it has none. */
export function ResourceLink({ link }: { link: string }) {
  const href = resourceHref(link);
  if (!href) return <span className="text-danger">Error Bad Link</span>;
  return (
    <a href={href} className="text-break">
      {link}
    </a>
  );
}
