import { Link } from 'shared-ui/router';
import { LAB } from 'shared-ui';
import { InvolvedSection } from './InvolvedSection';

/** How to apply (spec section 1): by e-mail; there is no form to submit on the site. */
export function ApplicationForm() {
  return (
    <InvolvedSection id="application-form">
      <p>
        To apply, e-mail <a href={`mailto:${LAB.email}`}>{LAB.email}</a> with a resume, a list of relevant courses and
        the projects of interest.
      </p>
      <p>
        Learn more about the lab on our <Link to="/">home page</Link>, and choose the projects that interest you on the{' '}
        <Link to="/projects">projects page</Link>.
      </p>
    </InvolvedSection>
  );
}
