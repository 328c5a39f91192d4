import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from './CopyButton';

afterEach(() => jest.restoreAllMocks());

describe('CopyButton', () => {
  it('copies the text and says so', async () => {
    const user = userEvent.setup();
    render(<CopyButton text="https://lab.example.edu/reset-password?token=t1" label="Copy link" what="link" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('https://lab.example.edu/reset-password?token=t1');
    expect(screen.getByRole('status')).toHaveTextContent('Copied.');
  });

  it('says to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('not allowed'));
    render(<CopyButton text="secret" label="Copy link" what="link" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy: select the link and copy it by hand.');
  });
});
