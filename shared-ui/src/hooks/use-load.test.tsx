import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoad } from './use-load';

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useLoad', () => {
  it('is loading, then done with the data', async () => {
    const load = async () => 42;
    const { result } = renderHook(() => useLoad(load));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', data: 42 }));
  });

  it('reports a failure, and a reload after it shows loading again', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const load = () => answers[calls++].promise;
    const { result } = renderHook(() => useLoad(load));
    const failure = new Error('offline');
    await act(async () => answers[0].reject(failure));
    expect(result.current).toMatchObject({ status: 'error', error: failure });

    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await act(async () => answers[1].resolve('back'));
    expect(result.current).toMatchObject({ status: 'done', data: 'back' });
  });

  it('keeps showing loaded data while reloading', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const load = () => answers[calls++].promise;
    const { result } = renderHook(() => useLoad(load));
    await act(async () => answers[0].resolve('first'));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'done', data: 'first' });
    await act(async () => answers[1].resolve('second'));
    expect(result.current).toMatchObject({ status: 'done', data: 'second' });
  });

  it('goes back to loading for a new load, and drops the answer of the old one', async () => {
    const old = deferred<string>();
    const { result, rerender } = renderHook(({ load }) => useLoad(load), { initialProps: { load: () => old.promise } });
    const next = deferred<string>();
    rerender({ load: () => next.promise });
    await act(async () => old.resolve('old'));
    expect(result.current.status).toBe('loading');
    await act(async () => next.resolve('new'));
    expect(result.current).toMatchObject({ status: 'done', data: 'new' });
  });
});
