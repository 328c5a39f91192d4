import { once } from 'node:events';
import net from 'node:net';

/** A TCP port free on the loopback address just now, for a process a test starts. */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  return port;
}
