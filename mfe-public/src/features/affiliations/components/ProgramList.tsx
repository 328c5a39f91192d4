import ListGroup from 'react-bootstrap/ListGroup';
import type { AffiliationProgram } from '../../../config/affiliations';

/** The programs of one group; each title opens the program's site in a new tab. */
export function ProgramList({ programs }: { programs: AffiliationProgram[] }) {
  return (
    <ListGroup as="ul">
      {programs.map((program) => (
        <ListGroup.Item as="li" key={program.id}>
          <h2 className="h5 mb-1">
            <a href={program.url} target="_blank" rel="noopener noreferrer">
              {program.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </h2>
          <p className="mb-1 text-body-secondary">{program.university}</p>
          <p className="mb-0">{program.description}</p>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
