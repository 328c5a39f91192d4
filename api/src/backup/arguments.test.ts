import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseArguments, UsageError } from './arguments.js';

const refusal = (argv: string[], message: string) => assert.throws(() => parseArguments(argv), new UsageError(message));

describe('parseArguments', () => {
  it('reads backup --out FILE, in either spelling', () => {
    assert.deepEqual(parseArguments(['backup', '--out', 'lab.sql.gz']), { command: 'backup', out: 'lab.sql.gz' });
    assert.deepEqual(parseArguments(['backup', '--out=lab.sql']), { command: 'backup', out: 'lab.sql' });
  });

  it('reads restore FILE, with or without --force', () => {
    assert.deepEqual(parseArguments(['restore', 'lab.sql']), { command: 'restore', file: 'lab.sql', force: false });
    assert.deepEqual(parseArguments(['restore', '--force', 'lab.sql']), { command: 'restore', file: 'lab.sql', force: true });
  });

  it('answers --help with the usage', () => {
    assert.deepEqual(parseArguments(['backup', '--help']), { command: 'help' });
    assert.deepEqual(parseArguments(['restore', '-h']), { command: 'help' });
  });

  it('says in one sentence what is wrong with a backup command line', () => {
    refusal(['backup'], 'Name the file to write: npm run backup -- --out FILE.');
    refusal(['backup', '--out'], '--out needs the name of the file to write after it.');
    refusal(['backup', '--out='], '--out needs the name of the file to write after it.');
    refusal(['backup', '--out', '--force'], '--out needs the name of the file to write after it.');
    refusal(['backup', 'lab.sql'], 'Name the backup file with --out (npm run backup -- --out lab.sql).');
    refusal(['backup', '--out', 'a.sql', '--out', 'b.sql'], 'Give --out once: a backup goes to one file.');
    refusal(['backup', '--out', 'a.sql', '--force'], 'Unknown option --force: npm run backup takes --out FILE and nothing else.');
  });

  it('says in one sentence what is wrong with a restore command line', () => {
    refusal(['restore'], 'Name the backup file to restore: npm run restore -- FILE.');
    refusal(['restore', '--force'], 'Name the backup file to restore: npm run restore -- FILE.');
    refusal(['restore', 'a.sql', 'b.sql'], 'npm run restore takes one backup file, not 2.');
    refusal(['restore', 'a.sql', '--yes'], 'Unknown option --yes: npm run restore takes a backup file and, to replace a database that has data, --force.');
  });

  it('refuses a command other than backup and restore', () => {
    refusal([], 'The first argument must be backup or restore.');
    refusal(['dump'], 'The first argument must be backup or restore (got "dump").');
  });
});
