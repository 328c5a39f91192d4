import type { ProjectName } from 'shared-ui';

export interface Publication {
  name: string;
  citation: string;
  link: string;
}

/**
 * A project's page text (spec section 3, Project), written for this product. Each project has its
 * own file beside this one; the lab edits those files, not the components.
 */
export interface ProjectContent {
  name: ProjectName;
  /** project_title: the Overview section's title. */
  title: string;
  /** overview: one line, on the all-projects cards. */
  overview: string;
  description: { first: string; second: string; emphasis: string };
  /** Empty until the lab adds the project's papers: the page then says so. */
  publications: Publication[];
}
