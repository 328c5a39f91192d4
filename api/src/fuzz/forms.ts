import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { oddString } from './strings.js';

export interface FormPart {
  name: string;
  value: string | Buffer;
  /** Present for a file part. */
  fileName?: string;
}

export interface RawForm {
  contentType: string;
  payload: Buffer;
}

/** A multipart/form-data body written by hand, so that it can also be written wrong. */
export function writeForm(parts: FormPart[], boundary = `fuzz${randomBytes(8).toString('hex')}`): RawForm {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.fileName !== undefined ? `; filename="${part.fileName.replace(/["\r\n]/g, '_')}"` : '';
    const type = part.fileName !== undefined ? '\r\nContent-Type: application/octet-stream' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name.replace(/["\r\n]/g, '_')}"${file}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) };
}

/**
 * A form cut inside its first part or later, before its closing boundary: a client that hung up.
 * (A body cut to nothing at all is read as an empty form, which a route with no required field may
 * take, so the cut always falls after the first boundary line.)
 */
export function truncated(form: RawForm, fraction: number): RawForm {
  const start = form.payload.indexOf(Buffer.from('\r\n')) + 2;
  const end = form.payload.lastIndexOf(Buffer.from('\r\n--'));
  return { ...form, payload: form.payload.subarray(0, start + Math.floor((end - start) * fraction)) };
}

export const smallFile = fc.oneof(
  fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(Buffer.from('%PDF-1.4\n%%EOF\n'), Buffer.from('\x89PNG\r\n\x1a\n'), Buffer.from('GIF89a'), Buffer.alloc(0)),
);

export const fileName = fc.oneof(oddString.map((name) => name.slice(0, 300)), fc.constantFrom('a.pdf', '../../x.png', 'C:\\x.exe', ''));

/** Ways a multipart body itself is broken, whatever fields it carries. */
export function brokenForm(fields: fc.Arbitrary<FormPart[]>): fc.Arbitrary<RawForm> {
  return fc.oneof(
    // Declared multipart, but without a boundary.
    fc.string({ maxLength: 200 }).map((text) => ({ contentType: 'multipart/form-data', payload: Buffer.from(text) })),
    // A boundary that the body never uses.
    fc.string({ maxLength: 200 }).map((text) => ({ contentType: 'multipart/form-data; boundary=nowhere', payload: Buffer.from(text) })),
    fc
      .tuple(fields, fc.double({ min: 0, max: 0.999, noNaN: true }))
      .map(([parts, fraction]) => truncated(writeForm([{ name: 'note', value: 'x' }, ...parts]), fraction)),
  );
}
