import type { MouseEvent } from 'react';
import { useScrollSpy } from '../../hooks/use-scroll-spy';
import { PROJECT_SECTIONS, PROJECT_SECTION_IDS } from '../../utils/sections';

/** The project page's sections; the one being read follows scrolling (aria-current="location"). */
export function SectionsNav({ onGo }: { onGo: (event: MouseEvent<HTMLAnchorElement>, id: string) => void }) {
  const active = useScrollSpy(PROJECT_SECTION_IDS);
  return (
    <nav aria-label="Sections">
      <ul className="nav flex-column projects-sections">
        {PROJECT_SECTIONS.map((section) => (
          <li key={section.id} className="nav-item">
            <a
              href={`#${section.id}`}
              className={`nav-link${section.id === active ? ' active' : ''}`}
              aria-current={section.id === active ? 'location' : undefined}
              onClick={(event) => onGo(event, section.id)}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
