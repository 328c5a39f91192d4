// What node-postgres and the server say when the database cannot be reached or is going away:
// a server restart, a network cut or a full connection table. They are the server's moment, not
// the request's fault nor a bug, so the API answers 503 and the client may try again.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, crash, starting up), 53300 (too many connections).
const SERVER_CODES = /^(08...|57P0[123]|53300)$/;
// node-postgres raises these without a code.
const DRIVER_MESSAGES = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;

/** True when `error`, or any error it wraps (drizzle wraps the driver's), says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 10; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
    // Node's AggregateError when every address of a host refused.
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
