import { Button } from 'shared-ui/bootstrap';

/** The Show Alumni / Hide Alumni button of team lists; alumni start collapsed. */
export function AlumniToggle(props: { expanded: boolean; onToggle: () => void; controls: string }) {
  return (
    <Button variant="outline-secondary" aria-expanded={props.expanded} aria-controls={props.controls} onClick={props.onToggle}>
      {props.expanded ? 'Hide Alumni' : 'Show Alumni'}
    </Button>
  );
}
