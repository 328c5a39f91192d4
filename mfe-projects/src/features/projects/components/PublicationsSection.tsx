import type { Publication } from 'shared-ui/publications';
import { ProjectSection } from './ProjectSection';

export function PublicationsSection({ publications }: { publications: Publication[] }) {
  return (
    <ProjectSection id="publications" title="Publications">
      {publications.length === 0 ? (
        <p>No publications found for this project.</p>
      ) : (
        <ul className="list-unstyled">
          {publications.map((publication) => (
            <li key={publication.name} className="mb-3">
              <a href={publication.link} className="fw-semibold">
                {publication.name}
              </a>
              <p className="mb-0 text-body-secondary">{publication.citation}</p>
            </li>
          ))}
        </ul>
      )}
    </ProjectSection>
  );
}
