import { followSystemColorMode } from './features/color-mode/utils/follow-system-color-mode';
import { startFirstRemote } from './features/remotes/utils/start-first-remote';

const mockBootstrapRan = jest.fn();

jest.mock('./features/color-mode/utils/follow-system-color-mode', () => ({ followSystemColorMode: jest.fn() }));
jest.mock('./features/remotes/utils/start-first-remote', () => ({ startFirstRemote: jest.fn() }));
jest.mock('./bootstrap', () => {
  mockBootstrapRan();
  return {};
});

test('the entry follows the colour mode at once, and starts the remote and the bootstrap chunk only once it has run', async () => {
  // Loaded synchronously (an import() would resolve after the entry's own microtask).
  jest.requireActual('./index');

  expect(followSystemColorMode).toHaveBeenCalledWith(document.documentElement, expect.any(Function));
  expect(startFirstRemote).not.toHaveBeenCalled();
  expect(mockBootstrapRan).not.toHaveBeenCalled();

  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(startFirstRemote).toHaveBeenCalledWith(document);
  expect(mockBootstrapRan).toHaveBeenCalledTimes(1);
});
