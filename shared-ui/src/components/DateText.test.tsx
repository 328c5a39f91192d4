import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import { DateText } from './DateText';

const VALUE = '2026-03-05T12:00:00.000Z';
/** What the server writes for a DateText of VALUE (DateText.server.test.tsx checks it). */
const DRAWN = `<time datetime="${VALUE}">March 05, 2026</time>`;

describe('DateText', () => {
  // First: moment has not been fetched yet in this file, as on a page the server drew.
  it('keeps the date the server drew while moment comes, without redrawing it', async () => {
    const container = document.createElement('div');
    container.innerHTML = DRAWN;
    document.body.append(container);
    const time = container.querySelector('time')!;
    const recoverable = jest.fn();
    const logged = jest.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <DateText value={VALUE} day />, { onRecoverableError: recoverable });
    });
    expect(container.querySelector('time')).toBe(time);
    expect(time).toHaveTextContent('March 05, 2026');
    // What holds it renders again (a member's page once the session is read), the date the same.
    act(() => root!.render(<DateText value={VALUE} day />));
    expect(container.querySelector('time')).toBe(time);
    expect(time).toHaveTextContent('March 05, 2026');
    await act(async () => {});
    expect(container.querySelector('time')).toBe(time);
    expect(time).toHaveTextContent('March 05, 2026');
    expect(recoverable).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
    act(() => root!.unmount());
    container.remove();
  });

  it('writes a date as the site does, in a time element that gives it whole', async () => {
    render(<DateText value={VALUE} />);
    expect(await screen.findByText('March 05, 2026')).toHaveAttribute('datetime', VALUE);
  });

  it('reads a day in UTC, the same in every time zone', async () => {
    render(<DateText value="2026-03-05T23:30:00.000Z" day />);
    expect(await screen.findByText('March 05, 2026')).toBeInTheDocument();
  });

  it('shows another date given to it as its own, never the one before', async () => {
    const { rerender } = render(<DateText value={VALUE} day />);
    expect(await screen.findByText('March 05, 2026')).toBeInTheDocument();
    rerender(<DateText value="2026-04-01T12:00:00.000Z" day />);
    expect(screen.getByText('April 01, 2026')).toHaveAttribute('datetime', '2026-04-01T12:00:00.000Z');
  });
});
