import reducer, { alertDismissed, alertShown, modalClosed, modalOpened, NO_MODALS } from './uiSlice';

const start = reducer(undefined, { type: 'init' });

describe('uiSlice', () => {
  it('starts with every modal closed and no alert', () => {
    expect(start).toEqual({ modals: NO_MODALS, alert: null });
  });

  it('opens and closes modals one by one', () => {
    const opened = reducer(start, modalOpened({ modal: 'signup' }));
    expect(opened.modals.signup).toEqual({ visible: true });
    expect(opened.modals.login.visible).toBe(false);
    const both = reducer(opened, modalOpened({ modal: 'login' }));
    const closed = reducer(both, modalClosed('signup'));
    expect(closed.modals.signup).toEqual({ visible: false });
    expect(closed.modals.login.visible).toBe(true);
  });

  it('shows one alert at a time, each with its own id, "info" unless told', () => {
    const first = reducer(start, alertShown('Hello'));
    expect(first.alert).toMatchObject({ message: 'Hello', variant: 'info' });
    const second = reducer(first, alertShown('Oops', 'danger'));
    expect(second.alert).toMatchObject({ message: 'Oops', variant: 'danger' });
    expect(second.alert!.id).not.toBe(first.alert!.id);
    expect(reducer(second, alertDismissed()).alert).toBeNull();
  });
});
