import { act, renderHook } from '@testing-library/react';
import { useSecretOnce } from './use-secret-once';

describe('useSecretOnce', () => {
  it('makes the secret for its target, and forgets both once the dialog has closed', async () => {
    const make = jest.fn().mockResolvedValue('s3cret');
    const { result } = renderHook(() => useSecretOnce((target: string) => make(target)));
    await act(() => result.current.create('mfe-timeline'));
    expect(make).toHaveBeenCalledWith('mfe-timeline');
    expect(result.current).toMatchObject({ target: 'mfe-timeline', open: true, state: { status: 'created', secret: 's3cret' } });

    act(() => result.current.close());
    expect(result.current.open).toBe(false);
    act(() => result.current.forget());
    expect(result.current).toMatchObject({ target: undefined, state: undefined });
  });

  it('drops a secret that arrives after the dialog was closed, yet says it was made', async () => {
    let answer: (secret: string) => void = () => undefined;
    const onMade = jest.fn();
    const { result } = renderHook(() => useSecretOnce(() => new Promise<string>((resolve) => (answer = resolve)), onMade));
    let creating: Promise<void> = Promise.resolve();
    act(() => {
      creating = result.current.create(undefined);
    });
    expect(result.current.state).toEqual({ status: 'creating' });
    act(() => result.current.close());
    await act(async () => {
      answer('late');
      await creating;
    });
    expect(onMade).toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'creating' });
  });

  it('says why the secret could not be made', async () => {
    const { result } = renderHook(() => useSecretOnce(() => Promise.reject(new Error('Forbidden'))));
    await act(() => result.current.create(undefined));
    expect(result.current.state).toEqual({ status: 'failed', message: 'Forbidden' });
  });
});
