import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared-ui/router';
import { emptyEntry } from './entry-values';
import { EntryForm } from './EntryForm';

// Told when Yup is first required: the entry's schema and Yup are fetched once the form is on the page.
const mockYupRequired = jest.fn();
jest.mock('yup', () => {
  mockYupRequired();
  return jest.requireActual('yup');
});

describe('EntryForm', () => {
  it('is drawn without Yup, fetches its schema once on the page, and refuses what its rules refuse', async () => {
    const onSave = jest.fn();
    const form = (
      <MemoryRouter>
        <EntryForm initialValues={emptyEntry()} submitLabel="Add Entry" onSave={onSave} />
      </MemoryRouter>
    );
    expect(renderToString(form)).toContain('Add Entry');
    expect(mockYupRequired).not.toHaveBeenCalled();

    render(form);
    await waitFor(() => expect(mockYupRequired).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Add Entry' }));
    expect(await screen.findByText('WARNING: An error occured. Please try again.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
