import { Button } from 'shared-ui/bootstrap';
import { Link } from 'shared-ui/router';
import { FROM_PROJECT_JOIN, LAB, useReducedMotion } from 'shared-ui';
import type { ProjectContent } from '../utils/content/types';
import { ProjectSection } from './ProjectSection';

/**
 * The invitation to join: what members do, how to apply, the lab itself (the home page opens at
 * its About section for visitors coming from here, spec section 2), and the way back to the top.
 */
export function JoinSection({ project, joinTeam }: { project: string; joinTeam: ProjectContent['joinTeam'] }) {
  const reducedMotion = useReducedMotion();
  return (
    <ProjectSection id="join" title="Join Our Team">
      <p>
        Curious about {project}? Every member starts as a co-pilot, a term-long volunteer. To apply, e-mail{' '}
        <a href={`mailto:${LAB.email}`}>{LAB.email}</a> with your resume, a list of relevant courses and the projects that
        interest you.
      </p>
      <p className="mb-2">As a member of {project} you would:</p>
      <ul>
        {joinTeam.whatWeDo.map((task) => (
          <li key={task}>{task}</li>
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2">
        <Link to="/get_involved" className="btn btn-primary">
          Application Instructions
        </Link>
        <Link to="/" state={{ [FROM_PROJECT_JOIN]: true }} className="btn btn-outline-primary">
          About the Lab
        </Link>
        <Button variant="outline-secondary" onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}>
          Back to Top
        </Button>
      </div>
    </ProjectSection>
  );
}
