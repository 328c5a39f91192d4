import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('fetches its code once, however often it is loaded or drawn', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const greeting = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <greeting.Component name="Ada" />
        <greeting.Component name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    let loaded: unknown;
    await act(async () => {
      loaded = await greeting.load();
    });
    expect(loaded).toBe(Greeting);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws in the first pass, without its fallback, once loaded', async () => {
    const greeting = lazyComponent(() => Promise.resolve(Greeting));
    await greeting.load();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <greeting.Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
  });
});
