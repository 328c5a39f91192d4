import { PUBLICATIONS } from 'shared-ui/publications';
import { ALL_PUBLICATIONS, filterPublications, groupByYear, PUBLICATION_YEARS } from './publication-list';

describe('the publication list', () => {
  it('holds every project paper once, newest first', () => {
    const total = Object.values(PUBLICATIONS).reduce((sum, papers) => sum + papers.length, 0);
    expect(ALL_PUBLICATIONS).toHaveLength(total);
    const years = ALL_PUBLICATIONS.map((publication) => publication.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(PUBLICATION_YEARS).toEqual([...new Set(years)]);
  });

  it('filters by project, by year, and by both', () => {
    const nova = filterPublications(ALL_PUBLICATIONS, { project: 'NOVA' });
    expect(nova.length).toBe(PUBLICATIONS.NOVA.length);
    expect(nova.every((publication) => publication.project === 'NOVA')).toBe(true);
    const of2024 = filterPublications(ALL_PUBLICATIONS, { year: 2024 });
    expect(of2024.length).toBeGreaterThan(0);
    expect(of2024.every((publication) => publication.year === 2024)).toBe(true);
    expect(filterPublications(ALL_PUBLICATIONS, { project: 'NOVA', year: 2025 }).map((p) => p.project)).toEqual(['NOVA']);
    expect(filterPublications(ALL_PUBLICATIONS, { project: 'NOVA', year: 2019 })).toEqual([]);
  });

  it('groups consecutive papers by year', () => {
    const groups = groupByYear(ALL_PUBLICATIONS);
    expect(groups.map((group) => group.year)).toEqual(PUBLICATION_YEARS);
    expect(groups.flatMap((group) => group.publications)).toEqual(ALL_PUBLICATIONS);
  });
});
