import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-ui';
import { CalendarFeed } from './CalendarFeed';
import { feedApi } from '../api/feed';

const FIRST = { url: 'http://lab.example/api/snapshots/feed.ics?token=first', createdAt: '2025-03-05T12:00:00.000Z' };
const SECOND = { url: 'http://lab.example/api/snapshots/feed.ics?token=second', createdAt: '2025-03-06T12:00:00.000Z' };

afterEach(() => jest.restoreAllMocks());

async function openFeed() {
  render(<CalendarFeed />);
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe in your calendar' }));
  return screen.findByLabelText('Your personal calendar link');
}

describe('CalendarFeed', () => {
  it('shows the personal link, says it is private, and copies it', async () => {
    jest.spyOn(feedApi, 'get').mockResolvedValue(FIRST);
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const link = await openFeed();
    expect(link).toHaveValue(FIRST.url);
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByText(/This link is private/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(FIRST.url);
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
  });

  it('selects the link for the member to copy when the clipboard cannot be used', async () => {
    jest.spyOn(feedApi, 'get').mockResolvedValue(FIRST);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const link = (await openFeed()) as HTMLInputElement;
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByText(/Press Ctrl\+C/)).toBeInTheDocument();
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, FIRST.url.length]);
  });

  it('makes a new link only after a warning, and shows it', async () => {
    jest.spyOn(feedApi, 'get').mockResolvedValue(FIRST);
    const rotate = jest.spyOn(feedApi, 'rotate').mockResolvedValue(SECOND);
    const link = await openFeed();
    await userEvent.click(screen.getByRole('button', { name: 'New link' }));
    expect(screen.getByText(/The current link stops working at once/)).toBeInTheDocument();
    expect(rotate).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Keep the current link' }));
    expect(screen.queryByText(/The current link stops working at once/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New link' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'New link' }));
    expect(screen.getByRole('button', { name: 'Make a new link' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    expect(await screen.findByText('A new link was made; the old one no longer works.')).toBeInTheDocument();
    expect(rotate).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Your personal calendar link')).toHaveValue(SECOND.url);
    expect(link).not.toBeInTheDocument();
  });

  it('says so when the new link cannot be made, keeping the old one', async () => {
    jest.spyOn(feedApi, 'get').mockResolvedValue(FIRST);
    jest.spyOn(feedApi, 'rotate').mockRejectedValue(new ApiError('Failed to connect to server', 0));
    await openFeed();
    await userEvent.click(screen.getByRole('button', { name: 'New link' }));
    await userEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    expect(await screen.findByText('Something went wrong :(')).toBeInTheDocument();
    expect(screen.getByText('Failed to connect to server')).toBeInTheDocument();
    expect(screen.getByLabelText('Your personal calendar link')).toHaveValue(FIRST.url);
  });

  it('says so when the link cannot be loaded, and loads again on Retry', async () => {
    const get = jest.spyOn(feedApi, 'get').mockRejectedValueOnce(new ApiError('Failed to connect to server', 0)).mockResolvedValue(FIRST);
    render(<CalendarFeed />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe in your calendar' }));
    expect(await screen.findByText('Something went wrong :(')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Your personal calendar link')).toHaveValue(FIRST.url);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
