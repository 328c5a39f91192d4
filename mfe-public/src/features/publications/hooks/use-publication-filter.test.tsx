import { useEffect, useLayoutEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'shared-ui/router';
import { PUBLICATION_YEARS, type PublicationFilter } from '../utils/publication-list';
import { usePublicationFilter } from './use-publication-filter';

let change: (change: PublicationFilter) => void = () => undefined;

function Filtered() {
  const [filter, changeFilter] = usePublicationFilter();
  change = changeFilter;
  const { search } = useLocation();
  return <output>{`${filter.project ?? '-'} ${filter.year ?? '-'} ${search}`}</output>;
}

const YEAR = PUBLICATION_YEARS[0];

/** Two changes as a drawn page's held choices come: one as it is taken over, one as its first effects run. */
function HandOver() {
  useLayoutEffect(() => change({ project: 'NOVA' }), []);
  useEffect(() => change({ year: YEAR }), []);
  return null;
}

function renderAt(path: string, handOver = false) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Filtered />
      {handOver && <HandOver />}
    </MemoryRouter>,
  );
}

describe('usePublicationFilter', () => {
  it('reads the filter from the address', () => {
    renderAt(`/publications?project=NOVA&year=${YEAR}`);
    expect(screen.getByRole('status')).toHaveTextContent(`NOVA ${YEAR}`);
  });

  it('ignores values that match nothing', () => {
    renderAt('/publications?project=BOGUS&year=1066');
    expect(screen.getByRole('status')).toHaveTextContent('- - ?project=BOGUS&year=1066');
  });

  it('keeps both of two changes made together, before the address of the first is applied', () => {
    renderAt('/publications');
    act(() => {
      change({ project: 'NOVA' });
      change({ year: YEAR });
    });
    expect(screen.getByRole('status')).toHaveTextContent(`NOVA ${YEAR} ?project=NOVA&year=${YEAR}`);
    act(() => change({ project: undefined }));
    expect(screen.getByRole('status')).toHaveTextContent(`- ${YEAR} ?year=${YEAR}`);
  });

  it('keeps a change made as the page is taken over when the next comes with its first effects', () => {
    renderAt('/publications', true);
    expect(screen.getByRole('status')).toHaveTextContent(`NOVA ${YEAR} ?project=NOVA&year=${YEAR}`);
  });

  it('builds on the address the router shows once it shows it', () => {
    renderAt('/publications');
    act(() => change({ project: 'NOVA' }));
    act(() => change({ year: YEAR }));
    expect(screen.getByRole('status')).toHaveTextContent(`NOVA ${YEAR} ?project=NOVA&year=${YEAR}`);
  });
});
