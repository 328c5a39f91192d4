import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resourcesApi } from 'shared-ui';
import { resource } from '../../../testing/fixtures';
import { renderAt } from 'shared-ui/testing';
import { ResourcesPage } from './ResourcesPage';

afterEach(() => jest.restoreAllMocks());

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('ResourcesPage', () => {
  it('lists resources New to Old, and Old to New when chosen', async () => {
    jest.spyOn(resourcesApi, 'list').mockResolvedValue([
      resource('middle', { title: 'Middle', createdAt: '2024-06-01T00:00:00.000Z' }),
      resource('oldest', { title: 'Oldest', createdAt: '2023-01-01T00:00:00.000Z' }),
      resource('newest', { title: 'Newest', createdAt: '2025-02-01T00:00:00.000Z' }),
    ]);
    renderAt('/resources', <ResourcesPage />);
    expect(screen.getByText('Loading resources...')).toBeInTheDocument();
    await screen.findByText('Newest');
    const sort = screen.getByLabelText('Sort');
    expect(sort).toHaveDisplayValue('New to Old');
    expect(titles()).toEqual(['Newest', 'Middle', 'Oldest']);

    await userEvent.selectOptions(sort, 'Old to New');
    expect(titles()).toEqual(['Oldest', 'Middle', 'Newest']);
  });

  it('shows each card: title link, category tag, author, date and link', async () => {
    jest.spyOn(resourcesApi, 'list').mockResolvedValue([
      resource('a', { title: 'Bare link', resource_link: 'example.org', category: { main: 'COGS 402', sub: '' } }),
      resource('b', { title: 'No link', resource_link: '', category: { main: 'Something else', sub: '' } }),
    ]);
    renderAt('/resources', <ResourcesPage />);
    const bare = (await screen.findByText('Bare link')).closest('.card') as HTMLElement;
    expect(within(bare).getByRole('link', { name: 'Bare link' })).toHaveAttribute('href', '/resources/a');
    expect(within(bare).getByText('COGS 402')).toHaveStyle({ backgroundColor: '#6f42c1' });
    expect(within(bare).getByText('By Ada Lovelace')).toBeInTheDocument();
    expect(within(bare).getByText('March 05, 2025')).toBeInTheDocument();
    expect(within(bare).getByRole('link', { name: 'example.org' })).toHaveAttribute('href', 'https://example.org');

    const none = screen.getByText('No link').closest('.card') as HTMLElement;
    expect(within(none).getByText('Something else')).toHaveStyle({ backgroundColor: '#6c757d' });
    expect(within(none).getByText('Error Bad Link').closest('a')).toBeNull();
    expect(within(none).getAllByRole('link')).toHaveLength(1);
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
});
