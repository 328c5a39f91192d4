import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { packageBin } from './package-bins.js';
import { freePort } from './free-port.js';

export interface PrismProxy {
  url: string;
  /** What Prism printed: a line per request, and one per violation it found. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Prism 5's validating proxy in front of `upstream`, holding each request and answer to `document`
 * (`--errors`: a violation answers a problem+json error instead of the upstream's answer, and every
 * violation is named in an `sl-violations` header). It runs offline.
 */
export async function startPrismProxy(document: string, upstream: string): Promise<PrismProxy> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'prism-'));
  const file = path.join(folder, 'openapi.json');
  await writeFile(file, document);
  const port = await freePort();
  const args = [packageBin('@stoplight/prism-cli', 'prism'), 'proxy', file, upstream, '--errors', '--host', '127.0.0.1', '--port', String(port)];
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', HOME: folder, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
    await rm(folder, { recursive: true, force: true });
  };
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('Prism is listening') && resolve());
    void exited.then(() => reject(new Error(`Prism exited before listening:\n${output}`)));
  });
  try {
    await listening;
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, output: () => output, stop };
}
