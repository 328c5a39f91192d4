import { PROJECTS, type ProjectName } from 'shared-ui';

/** A project's colour, kept in one place (shared-ui's project list) for every package. */
export function colourOf(name: ProjectName): string {
  return PROJECTS.find((project) => project.name === name)?.colour ?? '#495057';
}
