import { Button } from 'shared-ui/bootstrap';

/**
 * The button a narrow screen folds a page's filters behind: 'Filters (2)' to the eye, named
 * 'Filters, 2 active' for a screen reader, as the bare number would be read without saying what
 * it counts. Where it shows is the page's CSS (a media query), so the first render is the same
 * at every width.
 */
export function FiltersToggle(props: { active: number; expanded: boolean; controls: string; onToggle: () => void; className?: string }) {
  const { active } = props;
  return (
    <Button
      variant="outline-secondary"
      // 'Filters (1)' on one line: beside a search box a narrow screen would wrap the count.
      className={props.className ? `text-nowrap ${props.className}` : 'text-nowrap'}
      aria-label={active > 0 ? `Filters, ${active} active` : undefined}
      aria-expanded={props.expanded}
      aria-controls={props.controls}
      onClick={props.onToggle}
    >
      {active > 0 ? `Filters (${active})` : 'Filters'}
    </Button>
  );
}
