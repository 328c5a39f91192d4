/** A command line that cannot be run, told in one sentence. */
export class UsageError extends Error {}

export type Command = { command: 'backup'; out: string } | { command: 'restore'; file: string; force: boolean } | { command: 'help' };

export const USAGE = [
  'npm run backup -- --out FILE      write a backup of the database DATABASE_URL or DATA_DIR names (FILE.gz: compressed)',
  'npm run restore -- FILE [--force] restore a backup into that database, which must be empty unless --force',
].join('\n');

function backupArguments(args: string[]): Command {
  let out: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    let value: string | undefined;
    if (arg === '--out') {
      value = args[(index += 1)];
      if (value === undefined || value.startsWith('-')) throw new UsageError('--out needs the name of the file to write after it.');
    } else if (arg.startsWith('--out=')) {
      value = arg.slice('--out='.length);
    } else if (arg.startsWith('-')) {
      throw new UsageError(`Unknown option ${arg}: npm run backup takes --out FILE and nothing else.`);
    } else {
      throw new UsageError(`Name the backup file with --out (npm run backup -- --out ${arg}).`);
    }
    if (!value) throw new UsageError('--out needs the name of the file to write after it.');
    if (out !== undefined) throw new UsageError('Give --out once: a backup goes to one file.');
    out = value;
  }
  if (out === undefined) throw new UsageError('Name the file to write: npm run backup -- --out FILE.');
  return { command: 'backup', out };
}

function restoreArguments(args: string[]): Command {
  const files: string[] = [];
  let force = false;
  for (const arg of args) {
    if (arg === '--force') force = true;
    else if (arg.startsWith('-')) throw new UsageError(`Unknown option ${arg}: npm run restore takes a backup file and, to replace a database that has data, --force.`);
    else files.push(arg);
  }
  if (files.length === 0) throw new UsageError('Name the backup file to restore: npm run restore -- FILE.');
  if (files.length > 1) throw new UsageError(`npm run restore takes one backup file, not ${files.length}.`);
  return { command: 'restore', file: files[0]!, force };
}

/** `backup --out FILE` or `restore FILE [--force]`, as the root package.json's scripts pass them on. */
export function parseArguments(argv: string[]): Command {
  const [command, ...args] = argv;
  if (args.includes('--help') || args.includes('-h') || command === '--help' || command === '-h') return { command: 'help' };
  if (command === 'backup') return backupArguments(args);
  if (command === 'restore') return restoreArguments(args);
  throw new UsageError(`The first argument must be backup or restore${command ? ` (got "${command}")` : ''}.`);
}
