import { act, screen } from '@testing-library/react';
import { renderWithStore } from '../../../testing/render';
import { AlertArea } from './AlertArea';
import { alertDismissed, alertShown } from '../../../state/uiSlice';

describe('AlertArea', () => {
  it('draws nothing until the first alert, then shows it, and the next ones, as a toast', async () => {
    const { store, container } = renderWithStore(<AlertArea />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(alertShown('SUCCESSFULLY LOGGED IN.', 'success'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('SUCCESSFULLY LOGGED IN.');
    act(() => {
      store.dispatch(alertDismissed());
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(alertShown('Authentication failed.', 'danger'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed.');
  });
});
