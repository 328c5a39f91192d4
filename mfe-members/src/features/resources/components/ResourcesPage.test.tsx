import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from 'shared-ui/testing';
import { resourcesApi } from '../api/resources';
import { resource } from '../../../testing/fixtures';
import { resourceModals } from '../hooks/use-resource-modals';
import { resourcesChanged } from '../hooks/use-resources-changed';
import { ResourcesPage } from './ResourcesPage';

const LIBRARY = [
  resource('psychopy', {
    title: 'Building Experiments in PsychoPy',
    author: 'Sofia Petrova',
    description: 'A trial with a fixation cross and a mask.',
    category: { main: 'Skills Workshops', sub: 'Coding' },
    createdAt: '2025-03-01T10:00:00.000Z',
  }),
  resource('story', {
    title: 'Telling a research story',
    author: 'Noah Schmidt',
    description: 'Narrative in conference talks.',
    category: { main: 'Skills Workshops', sub: 'Storytelling' },
    createdAt: '2024-11-01T10:00:00.000Z',
  }),
  resource('proposal', {
    title: 'Writing Your COGS 402 Proposal',
    author: 'Priya Raman',
    description: 'Structure of a research proposal.',
    category: { main: 'COGS 402', sub: '2024' },
    createdAt: '2024-01-15T10:00:00.000Z',
  }),
];

beforeEach(() => {
  jest.spyOn(resourcesApi, 'categories').mockResolvedValue({ category: ['COGS 402', 'Skills Workshops'], date: ['2025', '2024'] });
});
afterEach(() => jest.restoreAllMocks());

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const cardTitles = () => titles().filter((title) => title !== 'Filters');

async function renderLibrary() {
  jest.spyOn(resourcesApi, 'list').mockResolvedValue(LIBRARY);
  renderAt('/resources', <ResourcesPage />);
  await screen.findByText('Building Experiments in PsychoPy');
  // The sidebar's choices come from GET /api/resources/categories.
  await screen.findByRole('checkbox', { name: '2025' });
}

describe('ResourcesPage', () => {
  it('has its header text and lists resources New to Old, and Old to New when chosen', async () => {
    jest.spyOn(resourcesApi, 'list').mockResolvedValue([
      resource('middle', { title: 'Middle', createdAt: '2024-06-01T00:00:00.000Z' }),
      resource('oldest', { title: 'Oldest', createdAt: '2023-01-01T00:00:00.000Z' }),
      resource('newest', { title: 'Newest', createdAt: '2025-02-01T00:00:00.000Z' }),
    ]);
    renderAt('/resources', <ResourcesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lab Resources' })).toBeInTheDocument();
    expect(screen.getByText(/Slides, guides and readings shared by lab members/)).toBeInTheDocument();
    expect(screen.getByText('Loading resources...')).toBeInTheDocument();
    await screen.findByText('Newest');
    const sort = screen.getByLabelText('Sort');
    expect(sort).toHaveDisplayValue('New to Old');
    expect(cardTitles()).toEqual(['Newest', 'Middle', 'Oldest']);

    await userEvent.selectOptions(sort, 'Old to New');
    expect(cardTitles()).toEqual(['Oldest', 'Middle', 'Newest']);
  });

  it('shows each card: title link, category tag colour, author, date, link rules and Edit', async () => {
    jest.spyOn(resourcesApi, 'list').mockResolvedValue([
      resource('a', { title: 'Bare link', resource_link: 'example.org', category: { main: 'COGS 402', sub: '' } }),
      resource('b', { title: 'No link', resource_link: '', category: { main: 'Something else', sub: '' } }),
      resource('c', { title: 'Full link', resource_link: 'http://example.org/x', category: { main: 'Career Workshops', sub: 'Networking' } }),
      resource('d', { title: 'Workshop slides', category: { main: 'Skills Workshops', sub: 'Coding' } }),
      resource('e', { title: 'Project notes', category: { main: 'Research Project', sub: '2025' } }),
    ]);
    renderAt('/resources', <ResourcesPage />);
    const bare = (await screen.findByText('Bare link')).closest('.card') as HTMLElement;
    expect(within(bare).getByRole('link', { name: 'Bare link' })).toHaveAttribute('href', '/resources/a');
    expect(within(bare).getByText('COGS 402')).toHaveStyle({ backgroundColor: '#6f42c1' });
    expect(within(bare).getByText('By Ada Lovelace')).toBeInTheDocument();
    expect(await within(bare).findByText('March 05, 2025')).toBeInTheDocument();
    expect(within(bare).getByRole('link', { name: 'example.org' })).toHaveAttribute('href', 'https://example.org');

    const none = screen.getByText('No link').closest('.card') as HTMLElement;
    expect(within(none).getByText('Something else')).toHaveStyle({ backgroundColor: '#6c757d' });
    expect(within(none).getByText('Error Bad Link').closest('a')).toBeNull();
    expect(within(none).getAllByRole('link')).toHaveLength(1);

    const full = screen.getByText('Full link').closest('.card') as HTMLElement;
    expect(within(full).getByText('Career Workshops')).toHaveStyle({ backgroundColor: '#fd7e14' });
    expect(within(full).getByRole('link', { name: 'http://example.org/x' })).toHaveAttribute('href', 'http://example.org/x');

    const workshop = screen.getByText('Workshop slides').closest('.card') as HTMLElement;
    expect(within(workshop).getByText('Skills Workshops')).toHaveStyle({ backgroundColor: '#0d6efd' });
    const project = screen.getByText('Project notes').closest('.card') as HTMLElement;
    expect(within(project).getByText('Research Project')).toHaveStyle({ backgroundColor: '#198754' });
  });

  it('offers Add Resource and Edit on every card to any member, through the resource modals', async () => {
    const open = jest.spyOn(resourceModals, 'open');
    await renderLibrary();
    await userEvent.click(screen.getByRole('button', { name: 'Add Resource' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Telling a research story' }));
    expect(open.mock.calls).toEqual([['resource'], ['editResource', LIBRARY[1]]]);
  });

  it('filters by category, by sub-category and by year from the sidebar', async () => {
    await renderLibrary();
    const filters = screen.getByRole('navigation', { name: 'Resource filters' });
    expect(within(filters).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? box.parentElement?.textContent)).toEqual([
      'COGS 402',
      'Skills Workshops',
      'Skills Workshops: Coding',
      'Skills Workshops: Storytelling',
      'Skills Workshops: Data Science',
      'Skills Workshops: Presentation Skills',
      'Skills Workshops: Diversity',
      '2025',
      '2024',
    ]);

    await userEvent.click(within(filters).getByRole('checkbox', { name: 'COGS 402' }));
    expect(cardTitles()).toEqual(['Writing Your COGS 402 Proposal']);

    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Skills Workshops: Storytelling' }));
    expect(cardTitles()).toEqual(['Telling a research story', 'Writing Your COGS 402 Proposal']);

    await userEvent.click(within(filters).getByRole('checkbox', { name: '2024' }));
    expect(cardTitles()).toEqual(['Telling a research story', 'Writing Your COGS 402 Proposal']);
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'COGS 402' }));
    expect(cardTitles()).toEqual(['Telling a research story']);

    await userEvent.click(within(filters).getByRole('checkbox', { name: '2024' }));
    await userEvent.click(within(filters).getByRole('checkbox', { name: '2025' }));
    expect(screen.getByText('No Resources Found Here, Try Another Category!')).toBeInTheDocument();

    await userEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    expect(cardTitles()).toHaveLength(3);
  });

  it('folds the filter list behind a Filters button that counts the ticked boxes (shown under 768 px by Bootstrap)', async () => {
    await renderLibrary();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveClass('d-md-none');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const filters = screen.getByRole('navigation', { name: 'Resource filters' });
    expect(panel).toContainElement(filters);
    expect(panel).toHaveClass('d-none', 'd-md-block');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('d-none');
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'COGS 402' }));
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Skills Workshops: Coding' }));
    await userEvent.click(within(filters).getByRole('checkbox', { name: '2025' }));
    expect(toggle).toHaveAccessibleName('Filters, 3 active');
    expect(toggle).toHaveTextContent(/^Filters \(3\)$/);
    // The search box is in sight, beside the button: it is not counted.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'proposal');
    expect(toggle).toHaveAccessibleName('Filters, 3 active');
    await userEvent.click(within(filters).getByRole('checkbox', { name: '2025' }));
    expect(toggle).toHaveAccessibleName('Filters, 2 active');

    await userEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    expect(toggle).toHaveAccessibleName('Filters');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('d-none', 'd-md-block');
  });

  it('searches title, author and description', async () => {
    await renderLibrary();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'psychopy');
    expect(cardTitles()).toEqual(['Building Experiments in PsychoPy']);
    await userEvent.clear(search);
    await userEvent.type(search, 'raman');
    expect(cardTitles()).toEqual(['Writing Your COGS 402 Proposal']);
    await userEvent.clear(search);
    await userEvent.type(search, 'Narrative');
    expect(cardTitles()).toEqual(['Telling a research story']);
    await userEvent.type(search, ' nowhere');
    expect(screen.getByText('No Resources Found Here, Try Another Category!')).toBeInTheDocument();
  });

  it('says when there are no resources', async () => {
    jest.spyOn(resourcesApi, 'list').mockResolvedValue([]);
    renderAt('/resources', <ResourcesPage />);
    expect(await screen.findByText('No Resources Found Here, Try Another Category!')).toBeInTheDocument();
  });

  it('says when the resources cannot be loaded, and loads again on Retry', async () => {
    jest.spyOn(resourcesApi, 'list').mockRejectedValueOnce(new Error('offline')).mockResolvedValue([resource('r1')]);
    renderAt('/resources', <ResourcesPage />);
    expect(await screen.findByText('Something Went Wrong! Check Your Connection!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Resource r1' })).toBeInTheDocument();
    expect(screen.queryByText('Something Went Wrong! Check Your Connection!')).not.toBeInTheDocument();
  });

  it('only logs a failure to load the categories, and still lists the resources', async () => {
    jest.spyOn(resourcesApi, 'categories').mockRejectedValue(new Error('offline'));
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(resourcesApi, 'list').mockResolvedValue(LIBRARY);
    renderAt('/resources', <ResourcesPage />);
    expect(await screen.findByText('Building Experiments in PsychoPy')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Could not load the resource categories', expect.any(Error));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads the list and the filters again when a resource was added or changed', async () => {
    await renderLibrary();
    jest.spyOn(resourcesApi, 'list').mockResolvedValue([...LIBRARY, resource('new', { title: 'Fresh resource', createdAt: '2026-01-02T00:00:00.000Z' })]);
    jest.spyOn(resourcesApi, 'categories').mockResolvedValue({ category: ['COGS 402', 'Skills Workshops'], date: ['2026', '2025', '2024'] });
    act(() => resourcesChanged());
    expect(await screen.findByText('Fresh resource')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: '2026' })).toBeInTheDocument();
  });
});
