import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A team's static host on 127.0.0.1, which a test may change, and the paths asked of it. */
export interface HostedFiles {
  origin: string;
  /** Path (no leading slash) → content; a path absent answers 404. */
  files: Record<string, string | Buffer>;
  requests: string[];
  close(): Promise<void>;
}

/** Serves `files` at http://127.0.0.1:<port>/: loopback only, so no test sends anything off this machine. */
export async function hostFiles(files: Record<string, string | Buffer>): Promise<HostedFiles> {
  const requests: string[] = [];
  const hosted = { files: { ...files }, requests } as HostedFiles;
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').slice(1);
    requests.push(path);
    const file = hosted.files[path];
    response.writeHead(file === undefined ? 404 : 200).end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hosted.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  hosted.close = () => new Promise((resolve) => server.close(() => resolve()));
  return hosted;
}

/** A port of 127.0.0.1 that nothing listens on (it did a moment ago). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
