import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import moment from 'moment';
import { ApiError, auth$, LOGGED_OUT, snapshotsApi } from 'shared-ui';
import { snapshot } from '../../../testing/fixtures';
import { renderAt } from 'shared-ui/testing';
import { AddEntryPage } from './AddEntryPage';

const WARNING = 'WARNING: An error occured. Please try again.';

beforeEach(() => auth$.next({ username: 'ada.l', permissions: 'default', isLoggedIn: true, isLoggingIn: false }));
afterEach(() => {
  jest.restoreAllMocks();
  auth$.next(LOGGED_OUT);
});

async function fillIn(title = 'Lab meeting') {
  await userEvent.type(screen.getByLabelText('Title'), title);
  await userEvent.selectOptions(screen.getByLabelText('Project'), 'NCIS');
  await userEvent.click(screen.getByLabelText('Meetings'));
  await userEvent.type(screen.getByLabelText('Description'), '  We planned the pilot.  ');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add Entry' }));

describe('AddEntryPage', () => {
  it('warns and sends nothing when required fields are missing', async () => {
    const create = jest.spyOn(snapshotsApi, 'create');
    renderAt('/timeline/add', <AddEntryPage />);
    await submit();
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a title of spaces only', async () => {
    const create = jest.spyOn(snapshotsApi, 'create');
    renderAt('/timeline/add', <AddEntryPage />);
    await fillIn('   ');
    await submit();
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('posts the entry, dated today by default, then offers another entry or the way home', async () => {
    const create = jest.spyOn(snapshotsApi, 'create').mockResolvedValue(snapshot('new'));
    renderAt('/timeline/add', <AddEntryPage />);
    const today = moment().format('YYYY-MM-DD');
    expect(screen.getByLabelText('Date')).toHaveValue(today);
    await fillIn();
    await submit();

    expect(await screen.findByRole('heading', { name: 'Entry Complete!' })).toHaveFocus();
    expect(create).toHaveBeenCalledWith({
      author: 'ada.l',
      title: 'Lab meeting',
      project: 'NCIS',
      categories: ['Meetings'],
      descriptions: ['We planned the pilot.'],
      hyperlinks: [],
      contributors: [],
      date: moment(today, 'YYYY-MM-DD').toISOString(),
    });
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');

    await userEvent.click(screen.getByRole('button', { name: 'Make another entry' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Meetings')).not.toBeChecked();
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });

  it('warns when the API refuses the entry, keeping what was typed', async () => {
    jest.spyOn(snapshotsApi, 'create').mockRejectedValue(new ApiError('Bad Request', 400));
    renderAt('/timeline/add', <AddEntryPage />);
    await fillIn();
    await submit();
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Lab meeting');
    expect(screen.queryByText('Entry Complete!')).not.toBeInTheDocument();
  });
});
