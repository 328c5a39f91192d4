import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { file } from 'shared-ui/testing';
import { FileDropzone } from './FileDropzone';

function Harness({ room = 2 }: { room?: number }) {
  const [files, setFiles] = useState<File[]>([]);
  return <FileDropzone files={files} onChange={setFiles} room={room} />;
}

const zone = () => screen.getByRole('button', { name: 'Drag and drop files here, or click to choose them' });
const listed = () => screen.queryAllByRole('listitem').map((item) => item.firstChild?.textContent);

describe('FileDropzone', () => {
  it('is labelled Upload Files and lists chosen files with their size and a Remove button', async () => {
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Upload Files'), [file('slides.pdf', 2048), file('notes.md', 10)]);
    expect(listed()).toEqual(['slides.pdf', 'notes.md']);
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove slides.pdf' }));
    expect(listed()).toEqual(['notes.md']);
  });

  it('takes at most 2 files and says so', async () => {
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Upload Files'), [file('a.pdf'), file('b.pdf'), file('c.pdf')]);
    expect(listed()).toEqual(['a.pdf', 'b.pdf']);
    expect(screen.getByRole('alert')).toHaveTextContent('A resource can have at most 2 files.');
    expect(screen.getByRole('button', { name: 'No more files can be added.' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('counts the files the resource already has', () => {
    render(<Harness room={0} />);
    expect(
      screen.getByRole('button', { name: 'This resource already has 2 files. Delete one on its page to add another.' }),
    ).toHaveAttribute('tabindex', '-1');
    expect(screen.getByLabelText('Upload Files')).toBeDisabled();
  });

  it('takes dropped files', () => {
    render(<Harness />);
    fireEvent.dragOver(zone());
    fireEvent.drop(zone(), { dataTransfer: { files: [file('dropped.pdf')] } });
    expect(listed()).toEqual(['dropped.pdf']);
  });

  it('opens the file chooser on click, Enter and Space', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Upload Files') as HTMLInputElement;
    const chooser = jest.spyOn(input, 'click');
    await userEvent.click(zone());
    zone().focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(chooser).toHaveBeenCalledTimes(3);
  });

  it('refuses files over 10 MB', async () => {
    render(<Harness />);
    await userEvent.upload(screen.getByLabelText('Upload Files'), [file('huge.zip', 10 * 1024 * 1024 + 1)]);
    expect(listed()).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('Each file must be 10 MB or smaller (huge.zip not added).');
  });
});
