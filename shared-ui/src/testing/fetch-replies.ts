/** Replaces global fetch with a mock that answers every request `body` as JSON, with `status`. */
export function replyWith(status: number, body: unknown): jest.Mock {
  const fetch = jest.fn(async () => new Response(JSON.stringify(body), { status }));
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

/** The first request the mock got: its URL, its method and its JSON body (undefined when none). */
export function firstRequest(fetch: jest.Mock): { url: string; method: string | undefined; body: unknown } {
  const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
  return { url, method: init.method, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) };
}
