import { file } from 'shared-ui/testing';
import { addFiles } from './add-files';

const names = (files: File[]) => files.map((f) => f.name);

describe('addFiles', () => {
  it('adds files while there is room', () => {
    const result = addFiles([file('a.pdf')], [file('b.pdf')], 2);
    expect(names(result.files)).toEqual(['a.pdf', 'b.pdf']);
    expect(result.refusal).toBeUndefined();
  });

  it('takes at most 2 files and says why the rest were left out', () => {
    const result = addFiles([], [file('a.pdf'), file('b.pdf'), file('c.pdf')], 2);
    expect(names(result.files)).toEqual(['a.pdf', 'b.pdf']);
    expect(result.refusal).toBe('A resource can have at most 2 files.');
  });

  it('counts the files the resource already has', () => {
    const result = addFiles([], [file('a.pdf'), file('b.pdf')], 1);
    expect(names(result.files)).toEqual(['a.pdf']);
    expect(result.refusal).toBe('A resource can have at most 2 files.');
  });

  it('leaves out files over 10 MB', () => {
    const result = addFiles([], [file('huge.zip', 10 * 1024 * 1024 + 1), file('ok.pdf')], 2);
    expect(names(result.files)).toEqual(['ok.pdf']);
    expect(result.refusal).toBe('Each file must be 10 MB or smaller (huge.zip not added).');
  });
});
