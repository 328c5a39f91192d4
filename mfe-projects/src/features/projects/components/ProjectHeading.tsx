import type { ReactNode } from 'react';
import { ProjectLogo, useDocumentTitle, type ProjectName } from 'shared-ui';

export interface ProjectHeadingProps {
  project: ProjectName;
  /** The h1: the project's name, or a subpage's. */
  title: string;
  /** For the browser tab and link previews. */
  documentTitle: string;
  description: string;
  children?: ReactNode;
}

/** The page's h1, with the project's logo beside it; also the document's title and description. */
export function ProjectHeading({ project, title, documentTitle, description, children }: ProjectHeadingProps) {
  useDocumentTitle(documentTitle, description);
  return (
    <div className="d-flex align-items-center gap-3 mb-4">
      {/* The heading names the project: the logo beside it adds nothing for a screen reader. */}
      <ProjectLogo name={project} size={64} decorative />
      <div>
        {children}
        <h1 className="mb-0">{title}</h1>
      </div>
    </div>
  );
}
