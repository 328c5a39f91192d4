import { act, renderHook } from '@testing-library/react';
import { useConfirmedAction } from './use-confirmed-action';

interface Item {
  id: string;
}
const ITEM: Item = { id: 'a1' };

describe('useConfirmedAction', () => {
  it('runs the call only once confirmed, then closes the question and reports the result', async () => {
    const run = jest.fn().mockResolvedValue('done');
    const onDone = jest.fn();
    const { result } = renderHook(() => useConfirmedAction({ run: (item: Item) => run(item), onDone }));
    act(() => result.current.ask(ITEM));
    expect(result.current.pending).toBe(ITEM);
    expect(run).not.toHaveBeenCalled();

    await act(() => result.current.confirm());
    expect(run).toHaveBeenCalledWith(ITEM);
    expect(onDone).toHaveBeenCalledWith(ITEM, 'done');
    expect(result.current).toMatchObject({ pending: undefined, busy: false, failure: undefined });
  });

  it("keeps the question open with the server's sentence, or the feature's text, and asking again clears it", async () => {
    const run = () => Promise.reject(new Error('Forbidden'));
    const plain = renderHook(() => useConfirmedAction({ run, onDone: jest.fn() }));
    act(() => plain.result.current.ask(ITEM));
    await act(() => plain.result.current.confirm());
    expect(plain.result.current).toMatchObject({ pending: ITEM, busy: false, failure: 'Forbidden' });
    act(() => plain.result.current.ask(ITEM));
    expect(plain.result.current.failure).toBeUndefined();

    const worded = renderHook(() =>
      useConfirmedAction({ run, onDone: jest.fn(), failureText: (error, item: Item) => `${item.id}: ${String(error)}` }),
    );
    act(() => worded.result.current.ask(ITEM));
    await act(() => worded.result.current.confirm());
    expect(worded.result.current.failure).toBe('a1: Error: Forbidden');
  });

  it('runs nothing when the question is cancelled', async () => {
    const run = jest.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useConfirmedAction({ run: (item: Item) => run(item), onDone: jest.fn() }));
    act(() => result.current.ask(ITEM));
    act(() => result.current.cancel());
    await act(() => result.current.confirm());
    expect(result.current.pending).toBeUndefined();
    expect(run).not.toHaveBeenCalled();
  });
});
