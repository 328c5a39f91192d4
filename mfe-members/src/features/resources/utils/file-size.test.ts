import { fileSize } from './file-size';

describe('fileSize', () => {
  it('reads in bytes, KB or MB', () => {
    expect(fileSize(820)).toBe('820 bytes');
    expect(fileSize(14 * 1024 + 100)).toBe('14 KB');
    expect(fileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});
