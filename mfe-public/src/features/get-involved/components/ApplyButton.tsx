import { scrollBehavior } from 'shared-ui';
import { Button } from 'shared-ui/bootstrap';
import { headingId } from '../utils/sections';

/**
 * Takes the visitor to the Application Form: scrolls there (a jump for visitors who ask for
 * reduced motion) and moves focus with the view.
 */
export function ApplyButton({ role }: { role: string }) {
  const apply = () => {
    const heading = document.getElementById(headingId('application-form'));
    heading?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <Button variant="primary" onClick={apply}>
      Apply<span className="visually-hidden"> as {role}</span>
    </Button>
  );
}
