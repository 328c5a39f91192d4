import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readOptions, UsageError } from './args';

const TOKEN = 'lpd_0123456789abcdef';

function usageError(argv: string[], env: NodeJS.ProcessEnv = {}): string {
  try {
    readOptions(argv, env);
  } catch (error) {
    assert.ok(error instanceof UsageError);
    return error.message;
  }
  assert.fail(`${argv.join(' ')} was accepted`);
}

describe('readOptions', () => {
  const deploying = { command: 'deploy', dryRun: false, preview: false, activate: false };

  it('reads the portal, the token and --activate, in any order and in either form', () => {
    assert.deepEqual(readOptions(['--activate', '--token', TOKEN, '--portal', 'http://localhost:8080'], {}), {
      help: false,
      portal: 'http://localhost:8080',
      token: TOKEN,
      action: { ...deploying, activate: true },
    });
    assert.deepEqual(readOptions([`--token=${TOKEN}`, '--portal=https://lab.example.org/'], {}), {
      help: false,
      portal: 'https://lab.example.org',
      token: TOKEN,
      action: deploying,
    });
  });

  it('reads --dry-run, --preview and --rollout, and the status and rollback commands', () => {
    const action = (argv: string[]) => {
      const request = readOptions([...argv, '--portal', 'http://localhost:8080', '--token', TOKEN], {});
      return request.help ? undefined : request.action;
    };
    assert.deepEqual(action(['--dry-run']), { ...deploying, dryRun: true });
    assert.deepEqual(action(['--preview', '--rollout', '50']), { ...deploying, preview: true, rollout: 50 });
    assert.deepEqual(action(['--rollout=100']), { ...deploying, rollout: 100 });
    assert.deepEqual(action(['status']), { command: 'status' });
    assert.deepEqual(action(['rollback']), { command: 'rollback' });
    assert.deepEqual(action(['rollback', '--to', '7']), { command: 'rollback', to: 7 });
  });

  it('refuses options that do not go together, or with that command, and shares that are not 1 to 100', () => {
    const portal = ['--portal', 'http://localhost:8080', '--token', TOKEN];
    assert.equal(usageError(['--rollout', '50', '--activate', ...portal]), 'Give --rollout or --activate, not both: --rollout 100 activates too.');
    assert.equal(usageError(['--dry-run', '--preview', ...portal]), '--dry-run uploads nothing, so there is nothing to preview, roll out or activate: run it alone first.');
    for (const share of ['0', '101', '1.5', 'half']) {
      assert.equal(usageError(['--rollout', share, ...portal]), `--rollout takes a share of visitors, a whole number from 1 to 100, as in --rollout 50; "${share}" is not.`);
    }
    assert.equal(usageError(['rollback', '--to', 'latest', ...portal]), '--to takes a version number, as in --to 7; "latest" is not.');
    assert.equal(usageError(['--to', '7', ...portal]), '--to goes with rollback, as in rollback --to 7.');
    assert.equal(usageError(['status', '--activate', ...portal]), '--activate does not go with status.');
    assert.equal(usageError(['rollback', '--rollout', '5', ...portal]), '--rollout does not go with rollback.');
    assert.equal(usageError([...portal, 'status']), '"status" follows no option: give each value after its option, as in --portal http://localhost:8080.');
  });

  it('keeps a path the portal is served under, without its trailing slash', () => {
    const options = readOptions(['--portal', 'https://example.org/lab//', '--token', TOKEN], {});
    assert.equal(options.help === false && options.portal, 'https://example.org/lab');
  });

  it('takes the token from LAB_DEPLOY_TOKEN, and --token over it', () => {
    const fromEnv = readOptions(['--portal', 'http://localhost:8080'], { LAB_DEPLOY_TOKEN: `${TOKEN}\n` });
    assert.equal(fromEnv.help === false && fromEnv.token, TOKEN);
    const fromFlag = readOptions(['--portal', 'http://localhost:8080', '--token', 'lpd_flag'], { LAB_DEPLOY_TOKEN: TOKEN });
    assert.equal(fromFlag.help === false && fromFlag.token, 'lpd_flag');
  });

  it('asks for help before anything else is checked', () => {
    assert.deepEqual(readOptions(['--nonsense', '--help'], {}), { help: true });
    assert.deepEqual(readOptions(['-h'], {}), { help: true });
  });

  it('says what is missing or wrong in a sentence', () => {
    assert.equal(usageError(['--token', TOKEN]), 'Say which portal to deploy to, as in --portal http://localhost:8080.');
    assert.equal(
      usageError(['--portal', 'localhost:8080', '--token', TOKEN]),
      '"localhost:8080" is not a portal\'s address: give its http:// or https:// address, as in --portal http://localhost:8080.',
    );
    assert.equal(usageError(['--portal', '--token', TOKEN]), '--portal needs a value, as in --portal http://localhost:8080.');
    assert.equal(usageError(['--portal', 'http://localhost:8080', '--token']), '--token needs a value, as in --token lpd_....');
    assert.equal(usageError(['--portal=', '--token', TOKEN]), '--portal needs a value, as in --portal http://localhost:8080.');
    assert.equal(usageError(['--portal', 'http://localhost:8080', '--force']), 'There is no option --force.');
    assert.equal(
      usageError(['http://localhost:8080']),
      '"http://localhost:8080" follows no option: give each value after its option, as in --portal http://localhost:8080.',
    );
  });

  it('refuses a missing token, or one that is not a deploy token, naming where it came from', () => {
    assert.equal(
      usageError(['--portal', 'http://localhost:8080'], { LAB_DEPLOY_TOKEN: ' ' }),
      'There is no deploy token: pass --token lpd_..., or set LAB_DEPLOY_TOKEN to keep it out of your shell history.',
    );
    assert.equal(usageError(['--portal', 'http://localhost:8080', '--token', 'secret']), 'The token in --token is not a deploy token: deploy tokens start with lpd_.');
    assert.equal(
      usageError(['--portal', 'http://localhost:8080'], { LAB_DEPLOY_TOKEN: 'sess_1' }),
      'The token in LAB_DEPLOY_TOKEN is not a deploy token: deploy tokens start with lpd_.',
    );
  });
});
