/**
 * A failed API call: `status` 0 when the server could not be reached. `problems` lists every
 * reason the server gave for refusing a remote's version (its message only counts them).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errCode?: string,
    readonly problems: string[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NO_CONNECTION = 'Failed to connect to server';

let baseUrl = '';

/** Points the client at the API; same origin ('') unless the runtime config says otherwise. */
export function configureApi(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl.replace(/\/$/, '');
}

export function apiUrl(path: string): string {
  return `${baseUrl}${path}`;
}

type Body = { json: unknown } | { form: FormData } | undefined;

const beforeWrites = new Set<() => void>();

/** `listener` runs before each write the client sends: what a page holds from before may be stale after it. */
export function beforeEachWrite(listener: () => void): void {
  beforeWrites.add(listener);
}

/** Calls the API with the session cookie; resolves with the parsed reply, rejects with ApiError. */
export async function request<T>(method: string, path: string, body?: Body): Promise<T> {
  if (method !== 'GET') for (const listener of beforeWrites) listener();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      credentials: 'include',
      headers: body && 'json' in body ? { 'content-type': 'application/json' } : undefined,
      body: body ? ('json' in body ? JSON.stringify(body.json) : body.form) : undefined,
    });
  } catch {
    throw new ApiError(NO_CONNECTION, 0);
  }
  const text = await response.text();
  let reply: unknown;
  try {
    reply = text ? JSON.parse(text) : undefined;
  } catch {
    reply = undefined;
  }
  if (!response.ok) {
    const { message, errCode, problems } = (reply ?? {}) as { message?: string; errCode?: string; problems?: unknown };
    throw new ApiError(
      message ?? (response.statusText || `Request failed (${response.status})`),
      response.status,
      errCode,
      Array.isArray(problems) ? problems.map(String) : [],
    );
  }
  return reply as T;
}

/** The text to show for a failed load, whatever was thrown. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
