import { act, screen } from '@testing-library/react';
import { renderWithStore } from '../../../testing/render';
import { AlertToast } from './AlertToast';
import { alertShown, selectAlert } from '../../../state/uiSlice';

describe('AlertToast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderToast = () => renderWithStore(<AlertToast />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });

  it('shows nothing without an alert', () => {
    renderToast();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a success alert at the top centre for 1.5 s', () => {
    const { store } = renderToast();
    act(() => {
      store.dispatch(alertShown('SUCCESSFULLY LOGGED IN.', 'success'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('SUCCESSFULLY LOGGED IN.');
    expect(screen.getByRole('alert').parentElement).toHaveClass('top-0', 'start-50', 'translate-middle-x');
    act(() => jest.advanceTimersByTime(1499));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(selectAlert(store.getState())).toBeNull();
  });

  it('keeps a problem on screen for 5 s', () => {
    const { store } = renderToast();
    act(() => {
      store.dispatch(alertShown('Authentication failed.', 'danger'));
    });
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication failed.');
    act(() => jest.advanceTimersByTime(1));
    expect(selectAlert(store.getState())).toBeNull();
  });

  it('restarts the timer for a new alert', () => {
    const { store } = renderToast();
    act(() => {
      store.dispatch(alertShown('first', 'danger'));
    });
    act(() => jest.advanceTimersByTime(4000));
    act(() => {
      store.dispatch(alertShown('second', 'danger'));
    });
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByRole('alert')).toHaveTextContent('second');
  });

  it('can be dismissed', async () => {
    const { store, user } = renderToast();
    act(() => {
      store.dispatch(alertShown('Authentication failed.', 'danger'));
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(selectAlert(store.getState())).toBeNull();
    expect(screen.queryByText('Authentication failed.')).not.toBeInTheDocument();
  });
});
