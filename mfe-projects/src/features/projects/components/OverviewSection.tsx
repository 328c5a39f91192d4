import { Link } from 'shared-ui/router';
import { subpagePath } from '../utils/content';
import type { ProjectContent } from '../utils/content/types';
import { DescriptionColumns } from './DescriptionColumns';
import { Gallery } from './Gallery';
import { ProjectSection } from './ProjectSection';
import { QuestionList } from './QuestionList';

/** The project in words and pictures: description, its studies, gallery, questions, past work. */
export function OverviewSection({ content }: { content: ProjectContent }) {
  return (
    <ProjectSection id="overview" title="Overview">
      <h3 className="h4">{content.title}</h3>
      <DescriptionColumns description={content.description} colour={content.colour} />
      {content.subpages.length > 0 && (
        <>
          <h3 className="h5">Our Studies</h3>
          <ul className="list-unstyled mb-4">
            {content.subpages.map((subpage) => (
              <li key={subpage.name} className="mb-2">
                <Link to={subpagePath(content.name, subpage.name)} className="fw-semibold">
                  {subpage.name}
                </Link>
                : {subpage.summary}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="h5">Gallery</h3>
      <Gallery items={content.galleryList} />
      <h3 className="h5">Questions and Answers</h3>
      <QuestionList items={content.qa} />
      <h3 className="h5">Past Projects</h3>
      <ul className="mb-0">
        {content.pastProjects.map((past) => (
          <li key={past.title} className="mb-2">
            <span className="fw-semibold">{past.title}</span>: {past.description}
          </li>
        ))}
      </ul>
    </ProjectSection>
  );
}
