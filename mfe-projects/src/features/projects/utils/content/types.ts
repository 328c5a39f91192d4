import type { ProjectName } from 'shared-ui';
import type { Publication } from 'shared-ui/publications';

export interface QuestionAnswer {
  q: string;
  a: string;
}

/** How a card is laid out: 'wide' spans the row, 'standard' shares it. */
export type CardType = 'standard' | 'wide';

export interface GalleryItem {
  /** URL of a figure bundled with this package. */
  img: string;
  title: string;
  /** The caption; it also says what the figure shows, for readers who cannot see it. */
  description: string;
  cardType: CardType;
}

export interface Testimonial {
  name: string;
  position: string;
  description: string;
  cardType: CardType;
}

export interface PastProject {
  title: string;
  description: string;
}

export interface Description {
  first: string;
  second: string;
  /** The line set apart under the two columns. */
  emphasis: string;
}

/** A study of a project with a page of its own (Correlation's Mainstream, ...). */
export interface ProjectSubpage {
  /** Its name in links and in the URL: /projects/{project}/{name}. */
  name: string;
  title: string;
  /** One line, on the link from the project page. */
  summary: string;
  description: Description;
  qa: QuestionAnswer[];
  galleryList: GalleryItem[];
}

/**
 * A project's content (spec section 3, Project), written for this product. Each project has its
 * own file beside this one, fetched with the project's pages; the lab edits those files, not the
 * components. Its overview, on the all-projects cards, is in overviews.ts. Two parts other pages
 * show too live in shared-ui and are written once there: the publications (PUBLICATIONS, also on
 * /publications) and the logo (ProjectLogo, named by the project's name, also on the home page).
 */
export interface ProjectContent {
  name: ProjectName;
  colour: string;
  /** project_title: the Overview section's title. */
  title: string;
  description: Description;
  qa: QuestionAnswer[];
  publications: Publication[];
  galleryList: GalleryItem[];
  testimonials: Testimonial[];
  pastProjects: PastProject[];
  joinTeam: { whatWeDo: string[] };
  subpages: ProjectSubpage[];
}
