import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address.js';

/**
 * Why a hosted file could not be fetched, for the server's log only: told to the team, the
 * difference between a refused address, a closed port and a timeout would map the network.
 */
export class HostedFetchError extends Error {
  constructor(
    message: string,
    /** The status the host answered, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export type Resolve = (host: string) => Promise<Array<{ address: string; family: number }>>;

export interface FetchPolicy {
  /** Host names (REMOTE_HOSTS) fetched from whatever address they have. */
  allowedHosts: readonly string[];
  /** DNS; the system's by default. */
  resolve?: Resolve;
}

export interface FetchLimits {
  maxBytes: number;
  /** Bytes left for the whole version, shared by its files. */
  budget: { left: number };
  signal: AbortSignal;
}

const resolveAll: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The address to connect to for `url`: resolved here, once, and refused unless every address the
 * name has is public (or REMOTE_HOSTS lists the host). The connection goes to the address checked,
 * so a name that answers otherwise the second time (DNS rebinding) gains nothing.
 */
export async function checkedAddress(url: URL, policy: FetchPolicy): Promise<{ host: string; address: string; family: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new HostedFetchError(`${url.protocol} is not http or https`);
  if (url.username || url.password) throw new HostedFetchError('the URL carries credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await (policy.resolve ?? resolveAll)(host);
  if (addresses.length === 0) throw new HostedFetchError(`${host} has no address`);
  if (!policy.allowedHosts.includes(host)) {
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) throw new HostedFetchError(`${host} is at ${refused.address}, which is not a public address, and REMOTE_HOSTS does not list it`);
  }
  return { host, ...addresses[0]! };
}

function request(url: URL, target: { host: string; address: string; family: number }, signal: AbortSignal): Promise<IncomingMessage> {
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const outgoing = (secure ? https : http).request(
      {
        host: target.address,
        family: target.family,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        headers: { host: url.host, accept: '*/*', 'user-agent': 'lab-portal remote registry' },
        // The certificate is checked against the name, though the connection is to the address.
        ...(secure && !isIP(target.host) ? { servername: target.host } : {}),
        agent: false,
        signal,
      },
      resolve,
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function body(response: IncomingMessage, url: string, { maxBytes, budget }: FetchLimits): Promise<Buffer> {
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) throw new HostedFetchError(`${url} is larger than ${maxBytes} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  // The length may be absent or false: what arrives is counted, against the file's limit and the version's.
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    budget.left -= chunk.length;
    if (size > maxBytes) throw new HostedFetchError(`${url} is larger than ${maxBytes} bytes`);
    if (budget.left < 0) throw new HostedFetchError(`the version's files are larger than the registry takes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * One file of a version hosted elsewhere, fetched as the registry fetches another team's files:
 * at a public address only (its name resolved and checked here), no redirects, uncompressed,
 * within its limits and `signal`. Whatever goes wrong is a HostedFetchError.
 */
export async function fetchHosted(href: string, policy: FetchPolicy, limits: FetchLimits): Promise<Buffer> {
  const url = new URL(href);
  let response: IncomingMessage | undefined;
  try {
    response = await request(url, await checkedAddress(url, policy), limits.signal);
    if (response.statusCode !== 200) throw new HostedFetchError(`${href} answered ${response.statusCode}`, response.statusCode);
    const encoding = response.headers['content-encoding'];
    if (encoding && encoding !== 'identity') throw new HostedFetchError(`${href} came ${encoding}-encoded, though none was asked for`);
    return await body(response, href, limits);
  } catch (error) {
    if (error instanceof HostedFetchError) throw error;
    throw new HostedFetchError(`${href}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    response?.destroy();
  }
}
