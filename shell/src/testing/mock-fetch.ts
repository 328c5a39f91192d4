/** A reply as shared-ui's API client reads it: status, ok, and the body as text. */
export function reply(status: number, body?: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as Response;
}

/** Replaces global fetch (jsdom has none) with a mock; each test queues its replies. */
export function mockFetch(): jest.Mock<Promise<Response>, Parameters<typeof fetch>> {
  const mock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The JSON body of the mock's `call`-th request. */
export function sentBody(mock: jest.Mock, call = 0): unknown {
  const init = mock.mock.calls[call]?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}
