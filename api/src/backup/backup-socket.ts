import type { FastifyBaseLogger } from 'fastify';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { BackupError } from './backup-file.js';

/**
 * Where a server on PGlite takes backups: a Unix socket in a folder only the data folder's owner
 * may enter. Whoever can reach it could read the data folder anyway; nobody else can.
 */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control', 'backup.sock');
}

export interface BackupSocket {
  close(): Promise<void>;
}

/**
 * Answers `GET /dump` on the data folder's socket with a dump of the running server's database:
 * PGlite is one process per folder, so a backup taken while the server runs must come from it.
 * Undefined, with a warning logged, when the socket cannot be made (a data folder path longer
 * than a socket's 107 bytes allow): backups are then taken with the server stopped.
 */
export async function serveBackups(dataDir: string, dump: () => Promise<string>, log: FastifyBaseLogger): Promise<BackupSocket | undefined> {
  const socket = backupSocketPath(dataDir);
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/dump') {
      response.writeHead(404).end('Only GET /dump is answered here.\n');
      return;
    }
    const started = performance.now();
    dump().then(
      (text) => {
        log.info({ bytes: Buffer.byteLength(text), ms: Math.round(performance.now() - started) }, 'backup taken over the data folder socket');
        response.writeHead(200, { 'content-type': 'application/sql; charset=utf-8' }).end(text);
      },
      (error: unknown) => {
        log.error({ err: error }, 'a backup over the data folder socket failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(error instanceof Error ? error.message : String(error));
      },
    );
  });
  try {
    fs.mkdirSync(path.dirname(socket), { recursive: true, mode: 0o700 });
    fs.chmodSync(path.dirname(socket), 0o700);
    // Left by a server that was killed: this process holds the data folder's lock, so it is nobody's.
    fs.rmSync(socket, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, resolve);
    });
  } catch (error) {
    log.warn({ err: error }, `Backups while the server runs are off: no socket at ${socket} (${(error as Error).message}); stop the server to back up.`);
    return undefined;
  }
  return {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The dump the server on `dataDir` takes of its database. */
export function dumpFromServer(dataDir: string): Promise<string> {
  const socket = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath: socket, path: '/dump' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode === 200) resolve(body);
        else reject(new BackupError(`The server using ${dataDir} could not take the backup: ${body.trim() || `status ${response.statusCode}`}`));
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          `A server is using ${dataDir} but takes no backups at ${socket} (${error.code ?? error.message}): stop it, run the backup, and start it again.`,
        ),
      );
    });
  });
}
