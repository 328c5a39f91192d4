import pg from 'pg';
import type { ListenHandlers, Listener } from '../db/database.js';

const RETRY_MIN_MS = 200;
const RETRY_MAX_MS = 5000;
/** PostgreSQL keeps this many bytes of an application_name and silently drops the rest. */
const NAME_MAX_BYTES = 63;

export interface ListenOptions {
  connectionString: string;
  /** Runs listeners() and notify(): a pool, so that a notification goes out even while this listener reconnects. */
  pool: pg.Pool;
  channel: string;
  as: string;
}

/**
 * LISTEN on `channel` over a connection of its own (a pooled one would be handed to queries and
 * lose its LISTEN), reconnecting with backoff whenever it drops, e.g. when the server restarts.
 * Once it listens the connection takes the application_name "channel as", which every role may
 * read in pg_stat_activity: that is how listeners() knows who hears the channel.
 */
export function listenForever({ connectionString, pool, channel, as }: ListenOptions, handlers: ListenHandlers): Listener {
  const prefix = `${channel} `;
  const name = `${prefix}${as}`;
  if (Buffer.byteLength(name) > NAME_MAX_BYTES) throw new Error(`"${name}" is longer than PostgreSQL keeps of an application_name`);
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
      // Named only now: a connection listed by listeners() is one that hears the channel.
      await next.query('select set_config($1, $2, false)', ['application_name', name]);
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
    async listeners() {
      const { rows } = await pool.query<{ name: string }>(
        'select substr(application_name, $2) as name from pg_stat_activity where datname = current_database() and starts_with(application_name, $1)',
        [prefix, prefix.length + 1],
      );
      return rows.map((row) => row.name);
    },
    async notify(payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
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
