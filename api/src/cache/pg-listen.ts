import pg from 'pg';
import type { ListenHandlers, Listener } from '../db/database.js';

const RETRY_MIN_MS = 200;
const RETRY_MAX_MS = 5000;

/**
 * LISTEN on `channel` over a connection of its own (a pooled one would be handed to queries and
 * lose its LISTEN), reconnecting with backoff whenever it drops, e.g. when the server restarts.
 */
export function listenForever(connectionString: string, channel: string, handlers: ListenHandlers): Listener {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  let settle: () => void = () => {};
  const ready = new Promise<void>((resolve) => (settle = resolve));

  function lost(from: pg.Client) {
    if (client !== from) return;
    client = undefined;
    from.removeAllListeners('notification');
    from.end().catch(() => {});
    handlers.disconnected();
    settle();
    if (closed) return;
    timer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  async function connect() {
    timer = undefined;
    if (closed) return;
    const next = new pg.Client({ connectionString });
    client = next;
    // A dropped connection emits 'error' and then 'end'; either one starts the reconnect.
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (notification) => handlers.message(notification.payload ?? ''));
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch {
      lost(next);
      return;
    }
    if (client !== next || closed) return;
    retryMs = RETRY_MIN_MS;
    handlers.connected();
    settle();
  }

  void connect();
  return {
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      settle();
      await current?.end().catch(() => {});
    },
  };
}
