import { PROJECT_NAMES, type ProjectName } from 'shared-ui';
import { PUBLICATIONS, type Publication } from 'shared-ui/publications';

export interface ListedPublication extends Publication {
  project: ProjectName;
}

export interface PublicationFilter {
  project?: ProjectName;
  year?: number;
}

/** Every project's papers in one list, newest first, then by title. */
export const ALL_PUBLICATIONS: ListedPublication[] = PROJECT_NAMES.flatMap((project) =>
  PUBLICATIONS[project].map((publication) => ({ ...publication, project })),
).sort((a, b) => b.year - a.year || a.name.localeCompare(b.name));

/** The years that have papers, newest first, for the year filter. */
export const PUBLICATION_YEARS: number[] = [...new Set(ALL_PUBLICATIONS.map((publication) => publication.year))];

export function filterPublications(publications: ListedPublication[], filter: PublicationFilter): ListedPublication[] {
  return publications.filter(
    (publication) =>
      (!filter.project || publication.project === filter.project) && (!filter.year || publication.year === filter.year),
  );
}

/** Consecutive papers of one year together, in the list's order. */
export function groupByYear(publications: ListedPublication[]): { year: number; publications: ListedPublication[] }[] {
  const groups: { year: number; publications: ListedPublication[] }[] = [];
  for (const publication of publications) {
    const last = groups.at(-1);
    if (last?.year === publication.year) last.publications.push(publication);
    else groups.push({ year: publication.year, publications: [publication] });
  }
  return groups;
}
