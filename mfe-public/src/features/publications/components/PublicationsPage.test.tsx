import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLICATIONS } from 'shared-ui/publications';
import { renderAt } from 'shared-ui/testing';
import { ALL_PUBLICATIONS } from '../utils/publication-list';
import { PublicationsPage } from './PublicationsPage';

const count = () => screen.getByText(/^\d+ publications?$/).textContent;

describe('PublicationsPage', () => {
  it('lists every paper with its citation and a link that opens in a new tab', () => {
    renderAt('/publications', <PublicationsPage />);
    expect(count()).toBe(`${ALL_PUBLICATIONS.length} publications`);
    const [first] = ALL_PUBLICATIONS;
    const link = screen.getByRole('link', { name: `${first.name} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', first.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText(first.citation)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: String(first.year) })).toBeInTheDocument();
  });

  it('filters by project and by year, and offers a way back when nothing matches', async () => {
    const user = userEvent.setup();
    renderAt('/publications', <PublicationsPage />);
    await user.selectOptions(screen.getByLabelText('Project'), 'Correlation');
    expect(count()).toBe(`${PUBLICATIONS.Correlation.length} publications`);
    await user.selectOptions(screen.getByLabelText('Year'), '2022');
    expect(count()).toBe('1 publication');
    await user.selectOptions(screen.getByLabelText('Project'), 'NOVA');
    expect(count()).toBe('1 publication');
    expect(screen.getByRole('link', { name: 'NOVA' })).toHaveAttribute('href', '/projects/NOVA');
    await user.selectOptions(screen.getByLabelText('Project'), 'Ideo');
    expect(screen.getByText('No publications match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all publications' }));
    expect(count()).toBe(`${ALL_PUBLICATIONS.length} publications`);
  });

  it('reads the filter from the address and ignores values that match nothing', () => {
    renderAt('/publications?project=shiva&year=2024', <PublicationsPage />);
    expect(screen.getByLabelText('Project')).toHaveValue('SHIVA');
    expect(count()).toBe('1 publication');
    renderAt('/publications?project=Nope&year=1900', <PublicationsPage />);
    expect(screen.getAllByText(`${ALL_PUBLICATIONS.length} publications`)).toHaveLength(1);
  });

  it('copies a citation and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/publications', <PublicationsPage />);
    const [first] = ALL_PUBLICATIONS;
    const item = screen.getByText(first.citation).closest('li')!;
    await act(async () => fireEvent.click(within(item).getByRole('button', { name: `Copy citation of ${first.name}` })));
    expect(writeText).toHaveBeenCalledWith(first.citation);
    expect(within(item).getByRole('status')).toHaveTextContent('Citation copied');
  });

  it('says when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    renderAt('/publications', <PublicationsPage />);
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: /^Copy citation/ })[0]));
    expect(screen.getByText('Could not copy: select the citation and copy it')).toBeInTheDocument();
  });
});
