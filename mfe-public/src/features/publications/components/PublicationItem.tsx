import { Link } from 'shared-ui/router';
import { projectPath } from 'shared-ui';
import type { ListedPublication } from '../utils/publication-list';
import { CopyCitationButton } from './CopyCitationButton';

export function PublicationItem({ publication }: { publication: ListedPublication }) {
  return (
    <li className="mb-4">
      <h3 className="h5 mb-1">
        <a href={publication.link} target="_blank" rel="noopener noreferrer">
          {publication.name}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </h3>
      <p className="mb-1">{publication.citation}</p>
      <p className="mb-0 small">
        <Link to={projectPath(publication.project)} className="me-3">
          {publication.project}
        </Link>
        <CopyCitationButton citation={publication.citation} title={publication.name} />
      </p>
    </li>
  );
}
