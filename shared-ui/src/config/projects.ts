/** The lab's seven projects, with their colours (spec sections 1 and 3). */
export const PROJECTS = [
  { name: 'Coding Team', colour: '#3d5a80' },
  { name: 'Correlation', colour: '#ee6c4d' },
  { name: 'Ideo', colour: '#6a4c93' },
  { name: 'Image Transitions', colour: '#1982c4' },
  { name: 'NCIS', colour: '#2a9d8f' },
  { name: 'NOVA', colour: '#e9c46a' },
  { name: 'SHIVA', colour: '#c1121f' },
] as const;

export type ProjectName = (typeof PROJECTS)[number]['name'];
export const PROJECT_NAMES: ProjectName[] = PROJECTS.map((project) => project.name);

/** Lab-wide positions belong to this pseudo-project. */
export const MANAGEMENT = 'Management';

/** The project of a URL segment, any case ('nova', 'image%20transitions'), or undefined. */
export function projectFromSlug(slug: string): ProjectName | undefined {
  const wanted = decodeURIComponent(slug).trim().toLowerCase();
  return PROJECT_NAMES.find((name) => name.toLowerCase() === wanted);
}

export function projectPath(name: string): string {
  return `/projects/${encodeURIComponent(name)}`;
}
