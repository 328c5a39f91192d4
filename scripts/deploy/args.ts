/** The deploy command's options, read from its arguments and the environment. */
export interface Options {
  /** The portal's address without a trailing slash, so paths can be appended as they are. */
  portal: string;
  token: string;
  activate: boolean;
}

export type Request = { help: true } | ({ help: false } & Options);

/** A mistake in how the command was called, told in a sentence the person can act on. */
export class UsageError extends Error {}

const TOKEN_VARIABLE = 'LAB_DEPLOY_TOKEN';

export const USAGE = `Usage: npm run deploy -w <remote> -- --portal <url> [--token <token>] [--activate]

Builds the remote if its sources changed since its last build, packs its dist/ folder and uploads
it to the portal as a new version.

  --portal <url>     the portal's address, as in http://localhost:8080
  --token <token>    a deploy token of this remote (it starts with lpd_); instead, you can set
                     ${TOKEN_VARIABLE} so that the token stays out of your shell history
  --activate         once the version is accepted, make it the one pages load
  --help             show this help

Exit code: 0 when the version was accepted (and activated, with --activate), 1 when it was not,
2 when the command was called wrongly.`;

const EXAMPLES = { portal: '--portal http://localhost:8080', token: '--token lpd_...' };

export function readOptions(argv: readonly string[], env: NodeJS.ProcessEnv): Request {
  if (argv.includes('--help') || argv.includes('-h')) return { help: true };
  const values: { portal?: string; token?: string } = {};
  let activate = false;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    if (argument === '--activate') {
      activate = true;
      continue;
    }
    const option = /^--(portal|token)(?:=(.*))?$/s.exec(argument);
    if (!option) {
      throw new UsageError(
        argument.startsWith('-')
          ? `There is no option ${argument}.`
          : `"${argument}" follows no option: give each value after its option, as in ${EXAMPLES.portal}.`,
      );
    }
    const name = option[1] as keyof typeof EXAMPLES;
    const inline = option[2];
    const value = inline ?? argv[index + 1];
    if (inline === undefined) index++;
    if (!value || (inline === undefined && value.startsWith('--'))) {
      throw new UsageError(`--${name} needs a value, as in ${EXAMPLES[name]}.`);
    }
    values[name] = value;
  }
  return { help: false, portal: portalAddress(values.portal), token: deployToken(values.token, env), activate };
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
