import { ListGroup } from 'shared-ui/widgets';
import type { AffiliationProgram } from '../../../config/affiliations';

interface ProgramListProps {
  programs: AffiliationProgram[];
  /** With a map: the program it is zoomed to, and how to zoom to another (on hover or focus). */
  focusedId?: string;
  onFocusProgram?: (program: AffiliationProgram) => void;
  /** Over the map: descriptions left out to keep the map in view. */
  compact?: boolean;
}

/** The programs of one group; each title opens the program's site in a new tab. */
export function ProgramList({ programs, focusedId, onFocusProgram, compact = false }: ProgramListProps) {
  return (
    <ListGroup as="ul">
      {programs.map((program) => (
        <ListGroup.Item
          as="li"
          key={program.id}
          active={program.id === focusedId}
          onMouseEnter={onFocusProgram && (() => onFocusProgram(program))}
          onFocus={onFocusProgram && (() => onFocusProgram(program))}
        >
          <h2 className="h5 mb-1">
            <a href={program.url} target="_blank" rel="noopener noreferrer" className={program.id === focusedId ? 'link-light' : undefined}>
              {program.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </h2>
          <p className="mb-1 small">{program.university}</p>
          {!compact && <p className="mb-0">{program.description}</p>}
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
