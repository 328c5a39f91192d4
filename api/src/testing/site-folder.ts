import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A built site in miniature for a test (the `webRoot` the server reads), with `files` written by their paths. */
export function siteFolder(files: Record<string, string | Buffer>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-site-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
