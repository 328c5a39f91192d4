import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The file a package's command runs (its package.json `bin`), to start with this Node rather than through npx. */
export function packageBin(packageName: string, command: string): string {
  const manifest = require.resolve(`${packageName}/package.json`);
  const { bin } = require(manifest) as { bin: Record<string, string> };
  return path.join(path.dirname(manifest), bin[command]!);
}
