import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { RemoteCopy } from './remote-copy';

/**
 * `npm run deploy -- --portal … --activate` in a remote copy's folder, as a team runs it, the
 * deploy token in the environment; answers what the command printed.
 */
export async function deployCopy(copy: RemoteCopy, portal: string, token: string): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'deploy', '--', '--portal', portal, '--activate'], {
    cwd: copy.dir,
    env: { ...process.env, LAB_DEPLOY_TOKEN: token },
  });
  return stdout;
}
