import { renderHook } from '@testing-library/react';
import { useObjectUrl } from './use-object-url';

const create = jest.fn();
const revoke = jest.fn();

beforeAll(() => {
  // jsdom has neither.
  URL.createObjectURL = create;
  URL.revokeObjectURL = revoke;
});
beforeEach(() => {
  create.mockReset().mockImplementation((file: File) => `blob:${file.name}`);
  revoke.mockReset();
});

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('useObjectUrl', () => {
  it('has no URL without a file', () => {
    const { result } = renderHook(() => useObjectUrl(null));
    expect(result.current).toBeUndefined();
    expect(create).not.toHaveBeenCalled();
  });

  it("gives the file's URL and releases it when the file changes, is dropped or the component goes", () => {
    const first = png('first.png');
    const { result, rerender, unmount } = renderHook(({ file }) => useObjectUrl(file), { initialProps: { file: first as File | null } });
    expect(result.current).toBe('blob:first.png');
    expect(create).toHaveBeenCalledWith(first);

    rerender({ file: png('second.png') });
    expect(result.current).toBe('blob:second.png');
    expect(revoke).toHaveBeenCalledWith('blob:first.png');

    rerender({ file: null });
    expect(result.current).toBeUndefined();
    expect(revoke).toHaveBeenCalledWith('blob:second.png');

    rerender({ file: png('third.png') });
    unmount();
    expect(revoke).toHaveBeenLastCalledWith('blob:third.png');
  });
});
