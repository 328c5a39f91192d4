import fs from 'node:fs';
import path from 'node:path';
import type { ShellDocument } from 'shared-ui/page-document';

/** What the shell's build writes beside its files (config/shell-document.cjs): what every page is written from. */
export const SHELL_DOCUMENT_FILE = 'document.json';

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The shell's document as its build wrote it, read for each page written anew, so a rebuilt shell
 * is served without a restart. Its own build's file, not a team's: one that is not a document is
 * a broken build, and says so.
 */
export async function readShellDocument(shellDir: string): Promise<ShellDocument> {
  const file = path.join(shellDir, SHELL_DOCUMENT_FILE);
  const value = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Partial<ShellDocument>;
  const texts = [value.lang, value.head, value.title, value.description, value.placeholder];
  if (!texts.every((text) => typeof text === 'string') || !isStrings(value.scripts) || !isStrings(value.stylesheets) || !isStrings(value.preloads) || !(Number.isInteger(value.startBytes) && value.startBytes! >= 0)) {
    throw new Error(`${file} is not the shell's document: rebuild the shell (npm run build)`);
  }
  return value as ShellDocument;
}
