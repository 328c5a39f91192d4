import { useRef } from 'react';
import { useSearchParams } from 'shared-ui/router';
import { projectFromSlug } from 'shared-ui';
import { PUBLICATION_YEARS, type PublicationFilter } from '../utils/publication-list';

/**
 * The filter lives in the address (?project=NOVA&year=2024), so a filtered list can be shared and
 * survives a reload; values that match nothing are ignored. A change names only what it changes:
 * the router applies a new address in a transition, so two changes made together (a drawn page's
 * held choices, handed over as its scripts start) would each start from the address before both.
 */
export function usePublicationFilter(): [PublicationFilter, (change: PublicationFilter) => void] {
  const [params, setParams] = useSearchParams();
  const project = projectFromSlug(params.get('project') ?? '');
  const year = Number(params.get('year'));
  const filter: PublicationFilter = { project, year: PUBLICATION_YEARS.includes(year) ? year : undefined };
  // The filter asked for while the router still showed the address `from`: what a change made
  // before the router shows another builds on. Dropped in render, not by an effect: a page's
  // first effects can run between two changes handed over together.
  const pending = useRef<{ from: string; filter: PublicationFilter } | undefined>(undefined);
  const address = params.toString();
  if (pending.current && pending.current.from !== address) pending.current = undefined;
  const changeFilter = (change: PublicationFilter) => {
    const next = { ...(pending.current?.from === address ? pending.current.filter : filter), ...change };
    pending.current = { from: address, filter: next };
    const search = new URLSearchParams();
    if (next.project) search.set('project', next.project);
    if (next.year) search.set('year', String(next.year));
    setParams(search, { replace: true });
  };
  return [filter, changeFilter];
}
