import type { FulfilledReactPromise, ReactPromise } from 'react';
import { projectPath, type ProjectName } from 'shared-ui';
import { SUBPAGE_NAMES } from '../../../../config/subpages';
import type { ProjectContent } from './types';

/**
 * Each project's text, fetched with its pages: a page holds one project's, not all seven (about
 * 8 KB of brotli less on a phone before it is hydrated). Each import names its chunk for the
 * project's page (pageChunkName of its path), so the server preloads it with that page and its
 * subpages, and the build fails for a name no page gives.
 */
const LOADERS: Record<ProjectName, () => Promise<ProjectContent>> = {
  'Coding Team': () => import(/* webpackChunkName: "page-projects-Coding-20Team" */ './coding-team').then((m) => m.codingTeam),
  Correlation: () => import(/* webpackChunkName: "page-projects-Correlation" */ './correlation').then((m) => m.correlation),
  Ideo: () => import(/* webpackChunkName: "page-projects-Ideo" */ './ideo').then((m) => m.ideo),
  'Image Transitions': () =>
    import(/* webpackChunkName: "page-projects-Image-20Transitions" */ './image-transitions').then((m) => m.imageTransitions),
  NCIS: () => import(/* webpackChunkName: "page-projects-NCIS" */ './ncis').then((m) => m.ncis),
  NOVA: () => import(/* webpackChunkName: "page-projects-NOVA" */ './nova').then((m) => m.nova),
  SHIVA: () => import(/* webpackChunkName: "page-projects-SHIVA" */ './shiva').then((m) => m.shiva),
};

/**
 * A fetch of a project's text that says once it has arrived, as React's use() reads a promise
 * (the status and value fields of the "first-class support for promises" RFC): a page whose text
 * is there draws in the same pass, without suspending.
 */
export type ContentLoad = Promise<ProjectContent> & ReactPromise<ProjectContent>;

const loading = new Map<ProjectName, ContentLoad>();

/** A project's text: fetched once, however often asked for; a failed fetch is tried again when next asked. */
export function loadProjectContent(project: ProjectName): ContentLoad {
  let load = loading.get(project);
  if (!load) {
    const started: ContentLoad = LOADERS[project]().then(
      (content) => {
        Object.assign(started, { status: 'fulfilled', value: content } satisfies Pick<FulfilledReactPromise<ProjectContent>, 'status' | 'value'>);
        return content;
      },
      (error: unknown) => {
        loading.delete(project);
        throw error;
      },
    );
    load = started;
    loading.set(project, load);
  }
  return load;
}

export function subpagePath(project: ProjectName, subpage: string): string {
  return `${projectPath(project)}/${encodeURIComponent(subpage)}`;
}

/** The name of the project's subpage a URL segment (already decoded) names, in any case. */
export function findSubpage(project: ProjectName, segment: string): string | undefined {
  const wanted = segment.trim().toLowerCase();
  return SUBPAGE_NAMES[project]?.find((name) => name.toLowerCase() === wanted);
}
