import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-ui/router';
import { ApiError } from 'shared-ui';
import { recordCommands, renderAt } from 'shared-ui/testing';
import { snapshot } from '../../../testing/fixtures';
import { EditEntryPage } from './EditEntryPage';
import { entryApi } from '../api/entry';

afterEach(() => jest.restoreAllMocks());

const ENTRY = snapshot('s1', {
  title: 'Lab meeting',
  project: 'SHIVA',
  categories: ['Meetings', 'Progress'],
  descriptions: ['First.', 'Second.'],
  hyperlinks: ['//example.org/notes'],
  contributors: ['Alan Turing'],
  date: new Date(2021, 2, 5, 12).toISOString(),
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
    jest.spyOn(entryApi, 'get').mockRejectedValue(new ApiError('Timeline entry not found', 404));
    renderEdit();
    expect(screen.getByText('Loading the entry...')).toBeInTheDocument();
    await screen.findByText('/errorPage');
    expect(location()).toBe('/errorPage');
  });

  it("fills the form with the entry, its year's range of years, and saves the changes", async () => {
    jest.spyOn(entryApi, 'get').mockResolvedValue(ENTRY);
    const update = jest.spyOn(entryApi, 'update').mockResolvedValue(ENTRY);
    renderEdit();
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Lab meeting');
    expect(screen.getByLabelText('Project')).toHaveValue('SHIVA');
    expect(screen.getByLabelText('Meetings')).toBeChecked();
    expect(screen.getByLabelText('Progress')).toBeChecked();
    expect(screen.getByLabelText('Hiring')).not.toBeChecked();
    expect(screen.getByText('First.')).toBeInTheDocument();
    expect(screen.getByText('Second.')).toBeInTheDocument();
    expect(screen.getByText('//example.org/notes')).toBeInTheDocument();
    expect(screen.getByText('Alan Turing')).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveDisplayValue('March');
    expect(screen.getByLabelText('Day')).toHaveValue('5');
    expect(screen.getByLabelText('Year')).toHaveValue('2021');
    const years = Array.from((screen.getByLabelText('Year') as HTMLSelectElement).options, (option) => option.value);
    expect(years[0]).toBe('2017');
    expect(years.at(-1)).toBe('2025');

    await userEvent.clear(title);
    await userEvent.type(title, 'Lab meeting, week 2');
    await userEvent.click(screen.getByRole('button', { name: 'Remove description 1' }));
    await userEvent.selectOptions(screen.getByLabelText('Year'), '2024');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('/timeline');
    expect(update).toHaveBeenCalledWith('s1', {
      author: 'ada.l',
      title: 'Lab meeting, week 2',
      project: 'SHIVA',
      categories: ['Meetings', 'Progress'],
      descriptions: ['Second.'],
      hyperlinks: ['//example.org/notes'],
      contributors: ['Alan Turing'],
      date: new Date(2024, 2, 5, 12).toISOString(),
    });
  });

  it("warns and raises an alert with the server's refusal when the save fails", async () => {
    jest.spyOn(entryApi, 'get').mockResolvedValue(ENTRY);
    jest.spyOn(entryApi, 'update').mockRejectedValue(new ApiError('You do not have permission to change this entry', 403));
    const { commands, stop } = recordCommands();
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('WARNING: An error occured. Please try again.')).toBeInTheDocument();
    expect(commands).toEqual([{ type: 'alert/show', message: 'You do not have permission to change this entry', variant: 'danger' }]);
    expect(location()).toBe('/timeline/edit/s1');
    stop();
  });
});
