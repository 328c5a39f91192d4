import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ApiError, snapshotsApi } from 'shared-ui';
import { snapshot } from '../../../testing/fixtures';
import { renderAt } from 'shared-ui/testing';
import { EditEntryPage } from './EditEntryPage';

afterEach(() => jest.restoreAllMocks());

const ENTRY = snapshot('s1', {
  title: 'Lab meeting',
  project: 'SHIVA',
  categories: ['Meetings', 'Progress'],
  descriptions: ['First.', 'Second.'],
  hyperlinks: ['example.org/notes'],
  contributors: ['Alan Turing'],
  date: '2025-03-05T12:00:00.000Z',
});

function renderEdit() {
  renderAt(
    '/timeline/edit/s1',
    <Routes>
      <Route path="/timeline/edit/:timelineId" element={<EditEntryPage />} />
      <Route path="*" element={null} />
    </Routes>,
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('EditEntryPage', () => {
  it('sends to /errorPage when the entry cannot be loaded', async () => {
    jest.spyOn(snapshotsApi, 'get').mockRejectedValue(new ApiError('Not Found', 404));
    renderEdit();
    expect(screen.getByText('Loading the entry...')).toBeInTheDocument();
    await screen.findByText('/errorPage');
    expect(location()).toBe('/errorPage');
  });

  it('fills the form with the entry and saves the changes, keeping its links and contributors', async () => {
    jest.spyOn(snapshotsApi, 'get').mockResolvedValue(ENTRY);
    const update = jest.spyOn(snapshotsApi, 'update').mockResolvedValue(ENTRY);
    renderEdit();
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Lab meeting');
    expect(screen.getByLabelText('Project')).toHaveValue('SHIVA');
    expect(screen.getByLabelText('Meetings')).toBeChecked();
    expect(screen.getByLabelText('Progress')).toBeChecked();
    expect(screen.getByLabelText('Hiring')).not.toBeChecked();
    expect(screen.getByLabelText('Description')).toHaveValue('First.\n\nSecond.');
    expect(screen.getByLabelText('Date')).toHaveValue('2025-03-05');

    await userEvent.clear(title);
    await userEvent.type(title, 'Lab meeting, week 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('/timeline');
    expect(update).toHaveBeenCalledWith('s1', {
      author: 'ada.l',
      title: 'Lab meeting, week 2',
      project: 'SHIVA',
      categories: ['Meetings', 'Progress'],
      descriptions: ['First.\n\nSecond.'],
      hyperlinks: ['example.org/notes'],
      contributors: ['Alan Turing'],
      date: expect.stringMatching(/^2025-03-0[45]T/),
    });
  });

  it('warns when the API refuses the changes', async () => {
    jest.spyOn(snapshotsApi, 'get').mockResolvedValue(ENTRY);
    jest.spyOn(snapshotsApi, 'update').mockRejectedValue(new ApiError('Forbidden', 403));
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('WARNING: An error occured. Please try again.')).toBeInTheDocument();
    expect(location()).toBe('/timeline/edit/s1');
  });
});
