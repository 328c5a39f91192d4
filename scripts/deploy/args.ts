/** Where the command talks to, read from its arguments and the environment. */
export interface Portal {
  /** The portal's address without a trailing slash, so paths can be appended as they are. */
  portal: string;
  token: string;
}

/** What the command is asked to do. */
export type Action =
  | {
      command: 'deploy';
      /** Every check that can run before uploading, and no upload. */
      dryRun: boolean;
      /** Print a link that shows the version to whoever opens it. */
      preview: boolean;
      /** Give the version to this share of visitors (1–100; 100 activates it). */
      rollout?: number;
      activate: boolean;
    }
  | { command: 'status' }
  | { command: 'rollback'; /** Activate this version instead of the one before. */ to?: number };

export type Options = Portal & { action: Action };

export type Request = { help: true } | ({ help: false } & Options);

/** A mistake in how the command was called, told in a sentence the person can act on. */
export class UsageError extends Error {}

const TOKEN_VARIABLE = 'LAB_DEPLOY_TOKEN';

export const USAGE = `Usage: npm run -s deploy -w <remote> -- --portal <url> [--dry-run] [--preview] [--rollout <percent> | --activate]
       npm run -s deploy -w <remote> -- status --portal <url>
       npm run -s deploy -w <remote> -- rollback [--to <version>] --portal <url>

Builds the remote if its sources changed since its last build, packs its dist/ folder and uploads
it to the portal as a new version (a dist/ the portal already has is not sent again).

  --portal <url>       the portal's address, as in http://localhost:8080
  --token <token>      a deploy token of this remote (it starts with lpd_); instead, you can set
                       ${TOKEN_VARIABLE} so that the token stays out of your shell history
  --dry-run            check the token, the archive's size, the routes against the portal's
                       pages, without uploading anything
  --preview            print a link that shows the version to whoever opens it, for a day
  --rollout <percent>  give the version to that share of visitors (1 to 100); an admin's step,
                       unless the admin made the token allowed to activate
  --activate           make the version the one every page loads (the same rule)
  --help               show this help

  status               the active version, any rollout, each recent version's health and any
                       rollback the portal made by itself
  rollback             go back to the version active before; --to <version> activates that one

-s (--silent) keeps npm from adding its own lines to a refusal. Exit code: 0 when it was done,
1 when it was not (every reason is printed), 2 when the command was called wrongly.`;

const EXAMPLES = { portal: '--portal http://localhost:8080', token: '--token lpd_...', rollout: '--rollout 50', to: '--to 7' } as const;
type Valued = keyof typeof EXAMPLES;

const FLAGS = { '--dry-run': 'dryRun', '--preview': 'preview', '--activate': 'activate' } as const;
type Flag = keyof typeof FLAGS;

/** Which options go with which command, for a sentence when one does not. */
const ALLOWED: Record<Action['command'], readonly string[]> = {
  deploy: ['portal', 'token', 'rollout', '--dry-run', '--preview', '--activate'],
  status: ['portal', 'token'],
  rollback: ['portal', 'token', 'to'],
};

export function readOptions(argv: readonly string[], env: NodeJS.ProcessEnv): Request {
  if (argv.includes('--help') || argv.includes('-h')) return { help: true };
  const command = argv[0] === 'status' || argv[0] === 'rollback' ? argv[0] : 'deploy';
  const values: Partial<Record<Valued, string>> = {};
  const flags = new Set<Flag>();
  for (let index = command === 'deploy' ? 0 : 1; index < argv.length; index++) {
    const argument = argv[index];
    if (Object.hasOwn(FLAGS, argument)) {
      allowed(command, argument);
      flags.add(argument as Flag);
      continue;
    }
    const option = /^--(portal|token|rollout|to)(?:=(.*))?$/s.exec(argument);
    if (!option) {
      throw new UsageError(
        argument.startsWith('-')
          ? `There is no option ${argument}.`
          : `"${argument}" follows no option: give each value after its option, as in ${EXAMPLES.portal}.`,
      );
    }
    const name = option[1] as Valued;
    allowed(command, name);
    const inline = option[2];
    const value = inline ?? argv[index + 1];
    if (inline === undefined) index++;
    if (!value || (inline === undefined && value.startsWith('--'))) {
      throw new UsageError(`--${name} needs a value, as in ${EXAMPLES[name]}.`);
    }
    values[name] = value;
  }
  const portal = { portal: portalAddress(values.portal), token: deployToken(values.token, env) };
  if (command === 'status') return { help: false, ...portal, action: { command } };
  if (command === 'rollback') {
    return { help: false, ...portal, action: { command, ...(values.to === undefined ? {} : { to: wholeNumber(values.to, 'to', 1, 999_999_999) }) } };
  }
  return { help: false, ...portal, action: deployAction(flags, values.rollout) };
}

function allowed(command: Action['command'], option: string) {
  if (ALLOWED[command].includes(option)) return;
  const name = option.startsWith('--') ? option : `--${option}`;
  throw new UsageError(command === 'deploy' ? `${name} goes with rollback, as in rollback ${EXAMPLES.to}.` : `${name} does not go with ${command}.`);
}

function deployAction(flags: Set<Flag>, rollout: string | undefined): Action {
  const action = { command: 'deploy' as const, dryRun: flags.has('--dry-run'), preview: flags.has('--preview'), activate: flags.has('--activate') };
  if (rollout !== undefined && action.activate) throw new UsageError('Give --rollout or --activate, not both: --rollout 100 activates too.');
  if (action.dryRun && (action.preview || action.activate || rollout !== undefined)) {
    throw new UsageError('--dry-run uploads nothing, so there is nothing to preview, roll out or activate: run it alone first.');
  }
  return rollout === undefined ? action : { ...action, rollout: wholeNumber(rollout, 'rollout', 1, 100) };
}

function wholeNumber(value: string, name: 'rollout' | 'to', min: number, max: number): number {
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) {
    const what = name === 'rollout' ? 'a share of visitors, a whole number from 1 to 100' : 'a version number';
    throw new UsageError(`--${name} takes ${what}, as in ${EXAMPLES[name]}; "${value}" is not.`);
  }
  return number;
}

function portalAddress(value: string | undefined): string {
  if (value === undefined) throw new UsageError(`Say which portal to deploy to, as in ${EXAMPLES.portal}.`);
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new UsageError(`"${value}" is not a portal's address: give its http:// or https:// address, as in ${EXAMPLES.portal}.`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function deployToken(value: string | undefined, env: NodeJS.ProcessEnv): string {
  const source = value === undefined ? TOKEN_VARIABLE : '--token';
  const token = (value ?? env[TOKEN_VARIABLE] ?? '').trim();
  if (token === '') {
    throw new UsageError(`There is no deploy token: pass ${EXAMPLES.token}, or set ${TOKEN_VARIABLE} to keep it out of your shell history.`);
  }
  if (!token.startsWith('lpd_')) {
    throw new UsageError(`The token in ${source} is not a deploy token: deploy tokens start with lpd_.`);
  }
  return token;
}
