// `npm run -s deploy -w <remote> -- [status | rollback] --portal <url> ...`: see args.ts and deploy.ts.
import { deploy } from './deploy';

deploy(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd() }).then((code) => {
  process.exitCode = code;
});
