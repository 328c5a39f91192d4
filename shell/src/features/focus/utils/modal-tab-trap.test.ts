import userEvent from '@testing-library/user-event';
import { tabStops, trapTabInModals } from './modal-tab-trap';

/** A page with a control before and after an open modal, as react-bootstrap renders one. */
function renderPage() {
  document.body.innerHTML = `
    <button>Behind before</button>
    <div role="dialog" aria-modal="true" tabindex="-1" id="modal">
      <button>Close</button>
      <input aria-label="Name" />
      <input type="radio" name="kind" aria-label="One" />
      <input type="radio" name="kind" aria-label="Two" />
      <button disabled>Disabled</button>
      <div hidden><button>Hidden</button></div>
      <button>Save</button>
    </div>
    <button>Behind after</button>`;
  const byLabel = (name: string) =>
    [...document.querySelectorAll<HTMLElement>('button, input')].find(
      (element) => element.textContent === name || element.getAttribute('aria-label') === name,
    )!;
  return { modal: document.getElementById('modal')!, byLabel };
}

describe('trapTabInModals', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = trapTabInModals(document);
  });
  afterEach(() => stop());

  it('counts one stop per radio group and skips disabled and hidden controls', () => {
    const { modal } = renderPage();
    expect(tabStops(modal).map((element) => element.textContent || element.getAttribute('aria-label'))).toEqual([
      'Close',
      'Name',
      'One',
      'Save',
    ]);
  });

  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', async () => {
    const user = userEvent.setup();
    const { byLabel } = renderPage();
    byLabel('Save').focus();
    await user.tab();
    expect(byLabel('Close')).toHaveFocus();
    await user.tab({ shift: true });
    expect(byLabel('Save')).toHaveFocus();
  });

  it('leaves Tab alone between controls inside the modal', async () => {
    const user = userEvent.setup();
    const { byLabel } = renderPage();
    byLabel('Close').focus();
    await user.tab();
    expect(byLabel('Name')).toHaveFocus();
  });

  it('from the dialog box itself, Shift+Tab goes to its last control, not to the page', async () => {
    const user = userEvent.setup();
    const { modal, byLabel } = renderPage();
    modal.focus();
    await user.tab({ shift: true });
    expect(byLabel('Save')).toHaveFocus();
    modal.focus();
    await user.tab();
    expect(byLabel('Close')).toHaveFocus();
  });

  it('does nothing once stopped, or when no modal is open', async () => {
    const user = userEvent.setup();
    const { modal, byLabel } = renderPage();
    modal.removeAttribute('aria-modal');
    byLabel('Save').focus();
    await user.tab();
    expect(byLabel('Behind after')).toHaveFocus();
  });
});
