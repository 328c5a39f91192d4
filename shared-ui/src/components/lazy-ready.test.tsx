import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyReady } from './lazy-ready';

function Page() {
  return <h1>The page</h1>;
}

function renderInSuspense(Lazy: React.ComponentType) {
  return render(
    <Suspense fallback={<p role="status">Loading...</p>}>
      <Lazy />
    </Suspense>,
  );
}

describe('lazyReady', () => {
  it('renders code that has already arrived in the first pass, without the fallback', () => {
    const load = jest.fn(() => Promise.resolve({ default: Page }));
    const Lazy = lazyReady(() => ({ default: Page }), load);
    renderInSuspense(Lazy);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads code that has not arrived, with the fallback meanwhile', async () => {
    const Lazy = lazyReady(() => undefined, () => Promise.resolve({ default: Page }));
    renderInSuspense(Lazy);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('asks whether the code has arrived when it first renders, not when it is made', () => {
    const loads: { arrived?: { default: typeof Page } } = {};
    const Lazy = lazyReady(() => loads.arrived, () => new Promise<{ default: typeof Page }>(() => undefined));
    loads.arrived = { default: Page };
    renderInSuspense(Lazy);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });
});
