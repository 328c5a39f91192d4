import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <button type="submit" disabled={!useHydrated()}>Send</button>;
}

describe('useHydrated', () => {
  it('is false on the server, so the drawn button is disabled', () => {
    expect(renderToString(<Probe />)).toContain('disabled');
  });

  it('turns true once the browser has hydrated the drawn page', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const drawn = container.querySelector('button')!;
    expect(drawn.disabled).toBe(true);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Probe />);
    });
    expect(container.querySelector('button')).toBe(drawn);
    expect(drawn.disabled).toBe(false);
    act(() => root!.unmount());
    container.remove();
  });

  it('is true at once for a page drawn in the browser', () => {
    render(<Probe />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
