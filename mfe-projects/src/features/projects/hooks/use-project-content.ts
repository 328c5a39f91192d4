import { use } from 'react';
import { neededForFirstRender, type ProjectName } from 'shared-ui';
import { loadProjectContent } from '../utils/content';
import type { ProjectContent } from '../utils/content/types';
import { projectOf } from './use-projects-route';

/**
 * A project's text, for its page and subpages: drawn at once when it has arrived, else the render
 * suspends until it does (a navigation keeps the page it leaves meanwhile).
 */
export function useProjectContent(project: ProjectName): ProjectContent {
  return use(loadProjectContent(project));
}

/**
 * Starts fetching the text of the project a visit begins at (the server has preloaded it), and
 * has the shell's first render wait for it, so the page is hydrated whole in one pass.
 */
export function loadFirstPageContent(pathname: string): void {
  const slug = /^\/projects\/([^/]+)/.exec(pathname)?.[1];
  const project = slug === undefined ? undefined : projectOf(slug);
  if (project) neededForFirstRender(loadProjectContent(project));
}

/** Fetches a project's text ahead of a likely visit (a hovered or chosen link); a failure waits for the visit. */
export function prefetchProjectContent(project: ProjectName): void {
  loadProjectContent(project).catch(() => undefined);
}
