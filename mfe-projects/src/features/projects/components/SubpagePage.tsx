import { Link } from 'shared-ui/router';
import { projectPath, type ProjectName } from 'shared-ui';
import { useProjectContent } from '../hooks/use-project-content';
import { DescriptionColumns } from './DescriptionColumns';
import { Gallery } from './Gallery';
import { ProjectHeading } from './ProjectHeading';
import { QuestionList } from './QuestionList';

/** /projects/:projectId/:subpageId: a study of a project (Correlation's Mainstream, ...). */
export function SubpagePage({ project, name }: { project: ProjectName; name: string }) {
  const content = useProjectContent(project);
  // The route names only the subpages the content has (content.test.ts holds it).
  const subpage = content.subpages.find((page) => page.name === name)!;
  return (
    <>
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to="/projects">Projects</Link>
          </li>
          <li className="breadcrumb-item">
            <Link to={projectPath(project)}>{project}</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {subpage.name}
          </li>
        </ol>
      </nav>
      <ProjectHeading
        project={project}
        title={subpage.name}
        documentTitle={`${subpage.name} (${project})`}
        description={subpage.summary}
      />
      <h2 className="h4">{subpage.title}</h2>
      <p className="text-body-secondary">{subpage.summary}</p>
      <DescriptionColumns description={subpage.description} colour={content.colour} />
      <h2 className="h5">Gallery</h2>
      <Gallery items={subpage.galleryList} />
      <h2 className="h5">Questions and Answers</h2>
      <QuestionList items={subpage.qa} />
      <Link to={projectPath(project)} className="btn btn-outline-primary">
        Back to {project}
      </Link>
    </>
  );
}
