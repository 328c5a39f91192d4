import { Link } from 'shared-ui/router';
import { LAB, PageShell } from 'shared-ui';
import { PAGE_HEADS } from '../../../routes';

/** How to join as a co-pilot (spec section 1). */
export function JoinPage() {
  return (
    <PageShell
      title={PAGE_HEADS['/join'].title}
      description={PAGE_HEADS['/join'].description}
      lead="Everyone starts as a Co-Pilot: a term-long volunteer on one of our projects.">
      <h2>How to Apply</h2>
      <p>
        Apply by e-mailing <a href={`mailto:${LAB.email}`}>{LAB.email}</a> with a resume, a list of relevant courses and
        the projects of interest.
      </p>
      <h2>Learn More</h2>
      <ul>
        <li>
          <Link to="/projects">Explore our projects</Link> to find the ones that interest you.
        </li>
        <li>
          <Link to="/get_involved">See every way to get involved</Link>, from Co-Pilot to Research Assistant.
        </li>
      </ul>
    </PageShell>
  );
}
