import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ATTACHMENT_UPLOAD } from 'shared-ui';
import { Button } from 'shared-ui/bootstrap';
import { Form } from 'shared-ui/form-controls';
import { ATTACHMENT_ACCEPT } from '../../../config/attachments';
import { addFiles } from '../utils/add-files';
import { fileSize } from '../utils/file-size';

interface FileDropzoneProps {
  files: File[];
  onChange: (files: File[]) => void;
  /** How many files the resource can still take. */
  room: number;
  error?: string;
}

/**
 * 'Upload Files': files dropped on the zone, or chosen after a click, Enter or Space on it, are
 * listed with a Remove button each; at most `room` of them.
 */
export function FileDropzone({ files, onChange, room, error }: FileDropzoneProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const full = files.length >= room;
  const add = (incoming: File[]) => {
    const result = addFiles(files, incoming, room);
    setRefusal(result.refusal);
    if (result.files.length !== files.length) onChange(result.files);
  };
  const choose = () => {
    if (!full) input.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    choose();
  };
  const problem = refusal ?? error;
  return (
    <div className="mb-3">
      <Form.Label htmlFor={`${id}-input`}>Upload Files</Form.Label>
      <input
        id={`${id}-input`}
        ref={input}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        disabled={full}
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <div
        role="button"
        tabIndex={full ? -1 : 0}
        aria-disabled={full}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        className={`rounded p-4 text-center ${dragging ? 'bg-primary-subtle' : 'bg-body-tertiary'} ${full ? 'text-body-secondary' : ''}`}
        style={{ border: '2px dashed var(--bs-border-color)', cursor: full ? 'default' : 'pointer' }}
        onClick={choose}
        onKeyDown={onKeyDown}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          add(Array.from(event.dataTransfer.files));
        }}
      >
        {room <= 0
          ? `This resource already has ${ATTACHMENT_UPLOAD.maxFiles} files. Delete one on its page to add another.`
          : full
            ? 'No more files can be added.'
            : 'Drag and drop files here, or click to choose them'}
      </div>
      <Form.Text id={`${id}-hint`}>
        At most {ATTACHMENT_UPLOAD.maxFiles} files per resource, 10 MB each: PDF, images, ZIP, Word, Excel, PowerPoint, text, CSV or Markdown.
        {room > 0 && room < ATTACHMENT_UPLOAD.maxFiles && ` It has ${ATTACHMENT_UPLOAD.maxFiles - room} already: ${room} more can be added.`}
      </Form.Text>
      {problem && (
        <div id={`${id}-problem`} className="text-danger small mt-1" role="alert">
          {problem}
        </div>
      )}
      {files.length > 0 && (
        <ul className="list-unstyled mt-2 mb-0" aria-label="Files to upload">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="d-flex align-items-center gap-2 mb-1">
              <span className="text-break">{file.name}</span>
              <span className="text-body-secondary small">{fileSize(file.size)}</span>
              <Button
                variant="outline-danger"
                size="sm"
                aria-label={`Remove ${file.name}`}
                onClick={() => {
                  setRefusal(undefined);
                  onChange(files.filter((_, other) => other !== index));
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
