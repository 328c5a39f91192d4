import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from 'shared-ui';
import { snapshot } from '../../../testing/fixtures';
import { EXPORT_FAILED, ExportCsvButton } from './ExportCsvButton';

// The CSV code is a chunk fetched on click; this stands in for the network failing that fetch once.
let fetchFails = true;
jest.mock('../utils/timeline-csv', () => {
  if (fetchFails) throw new Error('Loading chunk timeline-csv failed.');
  return jest.requireActual('../utils/timeline-csv');
});

describe('ExportCsvButton', () => {
  it('says so when the export code cannot be fetched, and the next click tries again', async () => {
    const showAlert = jest.spyOn(bus, 'showAlert');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    URL.createObjectURL = jest.fn(() => 'blob:timeline');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<ExportCsvButton entries={[snapshot('a', { title: 'Guest talk' })]} />);

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(showAlert).toHaveBeenCalledWith(EXPORT_FAILED, 'danger'));
    expect(click).not.toHaveBeenCalled();

    fetchFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(showAlert).toHaveBeenCalledTimes(1);
  });
});
