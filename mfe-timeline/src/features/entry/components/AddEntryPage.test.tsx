import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import moment from 'moment';
import { Route, Routes } from 'shared-ui/router';
import { ApiError } from 'shared-ui';
import { logIn, logOut, renderAt } from 'shared-ui/testing';
import { snapshot } from '../../../testing/fixtures';
import { AddEntryPage } from './AddEntryPage';
import { entryApi } from '../api/entry';

const WARNING = 'WARNING: An error occured. Please try again.';

beforeEach(() => logIn('ada.l'));
afterEach(() => {
  jest.restoreAllMocks();
  logOut();
});

function renderAdd() {
  renderAt(
    '/timeline/add',
    <Routes>
      <Route path="/timeline/add" element={<AddEntryPage />} />
      <Route path="*" element={null} />
    </Routes>,
  );
}

async function fillIn(title = 'Lab meeting') {
  await userEvent.type(screen.getByLabelText('Title'), title);
  await userEvent.selectOptions(screen.getByLabelText('Project'), 'NCIS');
  await userEvent.click(screen.getByLabelText('Meetings'));
  await userEvent.type(screen.getByLabelText('Description'), 'We planned the pilot.');
  await userEvent.click(screen.getByRole('button', { name: 'Add description' }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add Entry' }));
const added = (label: string) =>
  within(screen.getByRole('list', { name: `${label} added` }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('AddEntryPage', () => {
  it('sends a visitor who is not logged in to the home page', () => {
    logOut();
    renderAdd();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('offers the seven timeline projects and the ten categories', () => {
    renderAdd();
    const projects = within(screen.getByLabelText('Project')).getAllByRole('option').slice(1);
    expect(projects.map((option) => option.textContent)).toEqual(['Coding Team', 'Correlation', 'IDEO', 'Image Transitions', 'NCIS', 'SHIVA', 'NOVA']);
    const categories = within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('checkbox');
    expect(categories.map((box) => box.parentElement?.textContent)).toEqual([
      'Workshops',
      'Conditions',
      'Meetings',
      'Guest Speaker',
      'Hiring',
      'Resources',
      'Progress',
      'Dev/Code',
      'Analysis',
      'Other',
    ]);
  });

  it('warns and sends nothing when required fields are missing', async () => {
    const create = jest.spyOn(entryApi, 'create');
    renderAdd();
    await submit();
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Project')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Meetings')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a title of spaces only', async () => {
    const create = jest.spyOn(entryApi, 'create');
    renderAdd();
    await fillIn('   ');
    await submit();
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('adds descriptions, contributors and hyperlinks one by one, ignoring empty values', async () => {
    renderAdd();
    await userEvent.type(screen.getByLabelText('Description'), 'First.');
    await userEvent.click(screen.getByRole('button', { name: 'Add description' }));
    await userEvent.type(screen.getByLabelText('Description'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add description' }));
    await userEvent.type(screen.getByLabelText('Description'), 'Second.');
    await userEvent.click(screen.getByRole('button', { name: 'Add description' }));
    expect(added('Descriptions')).toEqual(['First.', 'Second.']);
    expect(screen.getByLabelText('Description')).toHaveValue('');

    // Enter in a one-line box adds, rather than submitting the form.
    await userEvent.type(screen.getByLabelText('Contributor'), 'Ada Lovelace{Enter}');
    await userEvent.type(screen.getByLabelText('Contributor'), '{Enter}');
    await userEvent.type(screen.getByLabelText('Contributor'), '  Alan Turing  {Enter}');
    expect(added('Contributors')).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove contributor 1' }));
    expect(added('Contributors')).toEqual(['Alan Turing']);
  });

  it("prefixes '//' to a hyperlink without '://' and refuses javascript:", async () => {
    renderAdd();
    const box = screen.getByLabelText('Hyperlink');
    await userEvent.type(box, 'osf.io/k4m7q{Enter}');
    await userEvent.type(box, 'https://example.org/slides{Enter}');
    expect(added('Hyperlinks')).toEqual(['//osf.io/k4m7q', 'https://example.org/slides']);

    await userEvent.type(box, 'javascript:alert(1){Enter}');
    expect(await screen.findByText('Only web addresses (http or https) can be added.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('javascript:alert(1)');
    expect(added('Hyperlinks')).toEqual(['//osf.io/k4m7q', 'https://example.org/slides']);
  });

  it('dates the entry today by default, offering years four either side', () => {
    renderAdd();
    const today = moment();
    expect(screen.getByLabelText('Month')).toHaveDisplayValue(today.format('MMMM'));
    expect(screen.getByLabelText('Day')).toHaveValue(String(today.date()));
    expect(screen.getByLabelText('Year')).toHaveValue(String(today.year()));
    const years = within(screen.getByLabelText('Year')).getAllByRole('option').map((option) => Number(option.textContent));
    expect(years).toEqual([-4, -3, -2, -1, 0, 1, 2, 3, 4].map((offset) => today.year() + offset));
  });

  it('offers the days of the chosen month, moving a day the month lacks to its last', async () => {
    renderAdd();
    await userEvent.selectOptions(screen.getByLabelText('Month'), 'January');
    await userEvent.selectOptions(screen.getByLabelText('Day'), '31');
    await userEvent.selectOptions(screen.getByLabelText('Month'), 'April');
    expect(screen.getByLabelText('Day')).toHaveValue('30');
    expect(within(screen.getByLabelText('Day')).getAllByRole('option')).toHaveLength(30);
  });

  it('posts the entry, then offers another entry or the way home', async () => {
    const create = jest.spyOn(entryApi, 'create').mockResolvedValue(snapshot('new'));
    renderAdd();
    await fillIn();
    await userEvent.type(screen.getByLabelText('Hyperlink'), 'example.org/notes');
    const year = moment().year() - 1;
    await userEvent.selectOptions(screen.getByLabelText('Month'), 'March');
    await userEvent.selectOptions(screen.getByLabelText('Day'), '5');
    await userEvent.selectOptions(screen.getByLabelText('Year'), String(year));
    await submit();

    expect(await screen.findByRole('heading', { name: 'Entry Complete!' })).toHaveFocus();
    expect(create).toHaveBeenCalledWith({
      author: 'ada.l',
      title: 'Lab meeting',
      project: 'NCIS',
      categories: ['Meetings'],
      descriptions: ['We planned the pilot.'],
      // Typed and not added: still sent, prefixed.
      hyperlinks: ['//example.org/notes'],
      contributors: [],
      date: new Date(year, 2, 5, 12).toISOString(),
    });
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');

    await userEvent.click(screen.getByRole('button', { name: 'Make another entry' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Meetings')).not.toBeChecked();
    expect(screen.queryByRole('list', { name: 'Descriptions added' })).not.toBeInTheDocument();
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });

  it('warns when the API refuses the entry, with its reason, keeping what was typed', async () => {
    jest.spyOn(entryApi, 'create').mockRejectedValue(new ApiError('Failed to connect to server', 0));
    renderAdd();
    await fillIn();
    await submit();
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    expect(screen.getByText('Failed to connect to server')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Lab meeting');
    expect(screen.queryByText('Entry Complete!')).not.toBeInTheDocument();
  });
});
