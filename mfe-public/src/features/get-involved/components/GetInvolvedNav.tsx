import { useId, useState } from 'react';
import { Button } from 'shared-ui/bootstrap';
import { Link } from 'shared-ui/router';
import { SECTIONS } from '../utils/sections';

/** The desktop sidebar: in-page links to each section and the way to the projects; it folds away. */
export function GetInvolvedNav() {
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <nav aria-label="Get Involved sections" className="get-involved-nav">
      <Button
        variant="outline-secondary"
        size="sm"
        className="mb-3"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide sections' : 'Show sections'}
      </Button>
      <div id={listId} hidden={!open}>
        <ul className="nav flex-column mb-3">
          {SECTIONS.map((section) => (
            <li className="nav-item" key={section.id}>
              {/* A plain fragment link is enough: the shell scrolls to top on path changes only. */}
              <a className="nav-link px-0" href={`#${section.id}`}>
                {section.title}
              </a>
            </li>
          ))}
        </ul>
        <Link to="/projects" className="btn btn-outline-primary">
          View Projects
        </Link>
      </div>
    </nav>
  );
}
