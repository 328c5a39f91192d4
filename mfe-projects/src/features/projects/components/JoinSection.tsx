import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { LAB } from 'shared-ui';
import { ProjectSection } from './ProjectSection';

export function JoinSection({ project }: { project: string }) {
  return (
    <ProjectSection id="join" title="Join Our Team">
      <p>
        Curious about {project}? Every member starts as a co-pilot, a term-long volunteer. To apply, e-mail{' '}
        <a href={`mailto:${LAB.email}`}>{LAB.email}</a> with your resume, a list of relevant courses and the projects that
        interest you.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Link to="/get_involved" className="btn btn-primary">
          Application Instructions
        </Link>
        <Button variant="outline-secondary" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          Back to Top
        </Button>
      </div>
    </ProjectSection>
  );
}
