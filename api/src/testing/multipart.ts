import sharp from 'sharp';

/** A multipart body for `app.inject`, built the way a browser builds it. */
type FilePart = { file: Buffer; name: string };

export async function multipart(fields: Record<string, string | FilePart | FilePart[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else for (const part of [value].flat()) form.append(key, new Blob([new Uint8Array(part.file)]), part.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A small real PNG. */
export function pngImage(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } }).png().toBuffer();
}
