import { remoteLoadingPlugin } from './remote-loading-plugin';

/** A fetch that answers `answer`, or never when it is undefined (until its signal aborts). jsdom has no Response. */
function serve(answer?: Response) {
  global.fetch = jest.fn(
    (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        if (answer) resolve(answer);
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  ) as unknown as typeof fetch;
}

const fetchManifest = (timeoutMs: number) => remoteLoadingPlugin(timeoutMs).fetch!('https://cdn.example.org/one/mf-manifest.json', {});

describe('remoteLoadingPlugin', () => {
  it("fetches a remote's manifest", async () => {
    const manifest = { ok: true, status: 200 } as Response;
    serve(manifest);
    await expect(fetchManifest(1000)).resolves.toBe(manifest);
  });

  it('gives up on a manifest that never answers after its timeout', async () => {
    serve();
    await expect(fetchManifest(20)).rejects.toHaveProperty('name', 'TimeoutError');
  });

  it('fails a manifest answered with an error, rather than hand the runtime an error page to parse', async () => {
    serve({ ok: false, status: 502 } as Response);
    await expect(fetchManifest(1000)).rejects.toThrow('https://cdn.example.org/one/mf-manifest.json: 502');
  });
});
