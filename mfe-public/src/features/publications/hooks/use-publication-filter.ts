import { useSearchParams } from 'shared-ui/router';
import { projectFromSlug } from 'shared-ui';
import { PUBLICATION_YEARS, type PublicationFilter } from '../utils/publication-list';

/**
 * The filter lives in the address (?project=NOVA&year=2024), so a filtered list can be shared and
 * survives a reload; values that match nothing are ignored.
 */
export function usePublicationFilter(): [PublicationFilter, (next: PublicationFilter) => void] {
  const [params, setParams] = useSearchParams();
  const project = projectFromSlug(params.get('project') ?? '');
  const year = Number(params.get('year'));
  const filter: PublicationFilter = { project, year: PUBLICATION_YEARS.includes(year) ? year : undefined };
  const setFilter = (next: PublicationFilter) => {
    const search = new URLSearchParams();
    if (next.project) search.set('project', next.project);
    if (next.year) search.set('year', String(next.year));
    setParams(search, { replace: true });
  };
  return [filter, setFilter];
}
